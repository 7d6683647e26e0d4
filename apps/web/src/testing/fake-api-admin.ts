/**
 * What an admin keeps in the fake API (docs/product.md#admin-panel), in memory as the server
 * answers: the reference lists, who may sign in, undelivered mail, the schemes' rates and the
 * deposit insurance cover.
 */
import { adminMailEndpoints } from "@kosh/core/api/admin-mail";
import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { depositInsuranceEndpoints } from "@kosh/core/api/deposit-insurance";
import type { Endpoint } from "@kosh/core/api/endpoint";
import { endpointName } from "@kosh/core/api/index";
import {
  companyEndpoints,
  companyTypeEndpoints,
  investTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import { schemeRateEndpoints } from "@kosh/core/api/scheme-rates";
import type { AdminUser } from "@kosh/core/contracts/admin-users";
import { saveDepositInsuranceRequest } from "@kosh/core/contracts/deposit-insurance";
import { message } from "@kosh/core/contracts/message";
import type { InvestType } from "@kosh/core/contracts/reference-lists";
import type { InstitutionCover } from "@kosh/core/deposits/deposit-insurance";
import {
  type InvestmentScheme,
  schemeOfTypeName,
} from "@kosh/core/deposits/investment-scheme";
import { todayIso } from "@kosh/core/format/date";
import {
  ratesInForce,
  type SchemeRateQuarter,
} from "@kosh/core/schemes/scheme-rates";
import { apiError, bodyOf, ok, type Handler } from "./fake-api-answers.ts";
import type { FakeApiState } from "./fake-api-data.ts";

type ListKey = "companyTypes" | "companies" | "investTypes";
type Routes = Record<string, Handler>;

export function adminRoutes(
  state: FakeApiState,
  /** The next id the in-memory server gives, shared by all its routes. */
  nextId: (prefix: string) => string,
): Routes {
  const companyWithType = (input: {
    name: string;
    company_type_id: string;
  }) => {
    const type = state.companyTypes.find(
      (companyType) => companyType.id === input.company_type_id,
    );
    return {
      ...input,
      investment_company_types: {
        type_name: type?.type_name ?? "",
        cover: type?.cover ?? "none",
      },
    };
  };
  const referenceList = (
    endpoints: {
      list: Endpoint;
      add: Endpoint;
      rename: Endpoint;
      remove: Endpoint;
    },
    key: ListKey,
    prefix: string,
    entry: (input: never) => object,
    /** What a new entry starts with besides what was sent. */
    defaults: object = {},
  ): Routes => ({
    [endpointName(endpoints.list)]: () => ok(state[key]),
    [endpointName(endpoints.add)]: (request) => {
      const added = {
        id: nextId(prefix),
        ...defaults,
        ...entry(bodyOf(request)),
      };
      state[key] = [...state[key], added] as never;
      return ok(added, 201);
    },
    [endpointName(endpoints.rename)]: (request, id) => {
      const list = state[key] as { id: string }[];
      if (!list.some((item) => item.id === id))
        return apiError(404, "Entry not found");
      state[key] = list.map((item) =>
        item.id === id ? { ...item, ...entry(bodyOf(request)) } : item,
      ) as never;
      return ok(
        (state[key] as { id: string }[]).find((item) => item.id === id),
      );
    },
    [endpointName(endpoints.remove)]: (_, id) => {
      state[key] = (state[key] as { id: string }[]).filter(
        (item) => item.id !== id,
      ) as never;
      return { status: 204 };
    },
  });

  return {
    ...referenceList(
      companyTypeEndpoints,
      "companyTypes",
      "ct",
      (input) => input,
      {
        cover: "none",
      },
    ),
    [endpointName(companyTypeEndpoints.setCover)]: (request, id) => {
      const { cover } = bodyOf<{ cover: InstitutionCover }>(request);
      if (!state.companyTypes.some((type) => type.id === id))
        return apiError(404, "Company type not found.");
      state.companyTypes = state.companyTypes.map((type) =>
        type.id === id ? { ...type, cover } : type,
      );
      state.companies = state.companies.map((company) =>
        company.company_type_id === id
          ? {
              ...company,
              investment_company_types: {
                ...company.investment_company_types,
                cover,
              },
            }
          : company,
      );
      return ok({ id, cover });
    },
    ...referenceList(
      investTypeEndpoints,
      "investTypes",
      "it",
      (input) => input,
    ),
    // A new type earns by the scheme its name says; renaming keeps the scheme it has.
    [endpointName(investTypeEndpoints.add)]: (request) => {
      const { type_name } = bodyOf<{ type_name: string }>(request);
      const added: InvestType = {
        id: nextId("it"),
        type_name,
        scheme: schemeOfTypeName(type_name),
      };
      state.investTypes = [...state.investTypes, added];
      return ok(added, 201);
    },
    [endpointName(investTypeEndpoints.setScheme)]: (request, id) => {
      const { scheme } = bodyOf<{ scheme: InvestmentScheme }>(request);
      const type = state.investTypes.find((entry) => entry.id === id);
      if (!type) return apiError(404, "Investment type not found.");
      const held = state.investments.filter(
        (investment) => investment.invest_type_id === id,
      ).length;
      if (held > 0 && scheme !== type.scheme)
        return apiError(
          409,
          held === 1
            ? message("lists.investTypeSchemeInUseOne")
            : message("lists.investTypeSchemeInUse", { count: held }),
        );
      const changed = { ...type, scheme };
      state.investTypes = state.investTypes.map((entry) =>
        entry.id === id ? changed : entry,
      );
      return ok(changed);
    },
    ...referenceList(
      { ...companyEndpoints, rename: companyEndpoints.update },
      "companies",
      "co",
      companyWithType,
    ),
    [endpointName(adminUserEndpoints.list)]: () => ok(state.users),
    [endpointName(adminMailEndpoints.list)]: () => ok(state.undeliveredMails),
    [endpointName(schemeRateEndpoints.inForce)]: () => {
      const today = todayIso();
      const inForce = ratesInForce(state.schemeRates, today);
      return ok({
        today,
        current: inForce?.current ?? false,
        quarter: inForce?.quarter ?? null,
      });
    },
    [endpointName(schemeRateEndpoints.history)]: () => ok(state.schemeRates),
    [endpointName(schemeRateEndpoints.save)]: (request, quarterStart) => {
      const saved: SchemeRateQuarter = {
        quarterStart: quarterStart!,
        ...bodyOf<Omit<SchemeRateQuarter, "quarterStart">>(request),
      };
      const known = state.schemeRates.some(
        (entry) => entry.quarterStart === quarterStart,
      );
      state.schemeRates = [
        saved,
        ...state.schemeRates.filter(
          (entry) => entry.quarterStart !== quarterStart,
        ),
      ].sort((a, b) => b.quarterStart.localeCompare(a.quarterStart));
      return ok(saved, known ? 200 : 201);
    },
    [endpointName(depositInsuranceEndpoints.cover)]: () =>
      ok({ cover: state.depositInsuranceCover }),
    [endpointName(depositInsuranceEndpoints.save)]: (request) => {
      // The server's contract judges the cover, and its first refusal is the answer, as there.
      const parsed = saveDepositInsuranceRequest.safeParse(bodyOf(request));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]!.message);
      state.depositInsuranceCover = parsed.data.cover;
      return ok({ cover: state.depositInsuranceCover });
    },
    [endpointName(adminUserEndpoints.invite)]: (request) => {
      const input = bodyOf<{ email: string; role: "admin" | "user" }>(request);
      const invited: AdminUser = {
        id: nextId("u"),
        email: input.email,
        name: null,
        role: input.role,
        status: "invited",
        last_sign_in_at: null,
        invited_at: "2026-03-10T05:00:00.000Z",
        invited_by: state.me?.email ?? null,
      };
      state.users = [invited, ...state.users];
      return ok(invited, 201);
    },
    [endpointName(adminUserEndpoints.update)]: (request, id) => {
      const change = bodyOf<{ role?: "admin" | "user"; disabled?: boolean }>(
        request,
      );
      state.users = state.users.map((user) => {
        if (user.id !== id) return user;
        const status =
          change.disabled === undefined
            ? user.status
            : change.disabled
              ? "disabled"
              : user.last_sign_in_at
                ? "active"
                : "invited";
        return { ...user, role: change.role ?? user.role, status };
      });
      const updated = state.users.find((user) => user.id === id);
      return updated ? ok(updated) : apiError(404, "User not found");
    },
  };
}
