/** The Kosh server's own behaviour, kept in memory, behind the fake API (fake-api.ts). */
import { adminMailEndpoints } from "@kosh/core/api/admin-mail";
import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { authEndpoints } from "@kosh/core/api/auth";
import { calendarFeedEndpoints } from "@kosh/core/api/calendar-feed";
import type { Endpoint } from "@kosh/core/api/endpoint";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import {
  companyEndpoints,
  companyTypeEndpoints,
  investTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import { reminderEndpoints } from "@kosh/core/api/reminders";
import { schemeRateEndpoints } from "@kosh/core/api/scheme-rates";
import { depositInsuranceEndpoints } from "@kosh/core/api/deposit-insurance";
import { todayIso } from "@kosh/core/format/date";
import {
  ratesInForce,
  type SchemeRateQuarter,
} from "@kosh/core/schemes/scheme-rates";
import type { AdminUser } from "@kosh/core/contracts/admin-users";
import { message } from "@kosh/core/contracts/message";
import { saveDepositInsuranceRequest } from "@kosh/core/contracts/deposit-insurance";
import type {
  AccountDeposit,
  Investment,
} from "@kosh/core/contracts/investments";
import type { InvestType } from "@kosh/core/contracts/reference-lists";
import { accountDepositProblem } from "@kosh/core/deposits/account-deposits";
import type { InstitutionCover } from "@kosh/core/deposits/deposit-insurance";
import {
  extendableAccountOf,
  extendedAccount,
  extensionProblem,
  PPF_EXTENSION_YEARS,
} from "@kosh/core/deposits/account-extension";
import {
  type InvestmentScheme,
  isAccountScheme,
  schemeOfTypeName,
} from "@kosh/core/deposits/investment-scheme";
import { OTP_SENT_MESSAGE, type User } from "@kosh/core/contracts/auth";
import {
  apiError,
  ok,
  type FakeRequest,
  type Handler,
} from "./fake-api-answers.ts";
import { type FakeApiState, serverInvestment } from "./fake-api-data.ts";
import { accountRoutes } from "./fake-api-account.ts";
import { importRoutes } from "./fake-api-import.ts";

type ListKey = "companyTypes" | "companies" | "investTypes";

/** The server's own behaviour, kept in memory, for what tests do not answer themselves. */
/** The in-memory server's handlers by entry name (fake-api.ts checks each name has an entry). */
type ServerRoutes = Record<string, Handler>;

export function serverRoutes(state: FakeApiState): ServerRoutes {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;
  const body = <T>(request: FakeRequest) => request.body as T;
  // As the server previews them: only the chosen lead times, nothing while reminders are off.
  const shownReminders = () => ({
    ...state.reminders,
    upcoming: state.reminders.enabled
      ? state.reminders.upcoming.filter((reminder) =>
          state.reminders.lead_days.includes(reminder.lead_days),
        )
      : [],
    scheme_upcoming: state.reminders.enabled
      ? state.reminders.scheme_upcoming
      : [],
  });
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
  /** The members of the household a request names: the person's own without `?household=`. */
  const membersOf = (request: FakeRequest) =>
    !request.query.household || request.query.household === state.me?.id
      ? state.household.members
      : (state.household.shared.find(
          (entry) => entry.household.id === request.query.household,
        )?.members ?? []);
  /** The household's own member alone, as the server names a deposit added without holders. */
  const ownMember = (request: FakeRequest) =>
    membersOf(request)
      .filter((member) => member.relation === "self")
      .map((member) => member.id);
  /**
   * The holders to name: those asked for when every one is a member of the request's household
   * (undefined otherwise, which the server answers 404), else `otherwise`.
   */
  const holdersToName = (
    request: FakeRequest,
    asked: string[] | undefined,
    otherwise: (request: FakeRequest) => string[],
  ) => {
    if (!asked) return otherwise(request);
    const members = new Set(membersOf(request).map((member) => member.id));
    return asked.every((memberId) => members.has(memberId)) ? asked : undefined;
  };
  const sortedByDate = (deposits: AccountDeposit[]) =>
    deposits.toSorted((a, b) => a.date.localeCompare(b.date));
  /** The investment of the same id in the list replaced by `changed`, which is answered. */
  const replaced = (changed: Investment) => {
    state.investments = state.investments.map((entry) =>
      entry.id === changed.id ? changed : entry,
    );
    return changed;
  };
  /** An account with its deposits changed: its principal is their sum, as the server stores it. */
  const changeAccount = (account: Investment, deposits: AccountDeposit[]) =>
    replaced({
      ...account,
      deposits,
      principal_amount: deposits.reduce(
        (sum, deposit) => sum + deposit.amount,
        0,
      ),
    });
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
  ): ServerRoutes => ({
    [endpointName(endpoints.list)]: () => ok(state[key]),
    [endpointName(endpoints.add)]: (request) => {
      const added = {
        id: nextId(prefix),
        ...defaults,
        ...entry(body(request)),
      };
      state[key] = [...state[key], added] as never;
      return ok(added, 201);
    },
    [endpointName(endpoints.rename)]: (request, id) => {
      const list = state[key] as { id: string }[];
      if (!list.some((item) => item.id === id))
        return apiError(404, "Entry not found");
      state[key] = list.map((item) =>
        item.id === id ? { ...item, ...entry(body(request)) } : item,
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
    ...accountRoutes(state),
    ...importRoutes(state, ownMember),
    [endpointName(authEndpoints.profile)]: () => ok({ user: state.me }),
    [endpointName(authEndpoints.updateLocale)]: (request) => {
      if (!state.me) return apiError(401, "Your session has ended.");
      state.me = { ...state.me, ...body<Pick<User, "locale">>(request) };
      return ok({ user: state.me });
    },
    [endpointName(authEndpoints.signOut)]: () => ({ status: 204 }),
    [endpointName(authEndpoints.sendOtp)]: () =>
      ok({ message: OTP_SENT_MESSAGE }),
    [endpointName(authEndpoints.resendOtp)]: () =>
      ok({ message: OTP_SENT_MESSAGE }),
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
      const { cover } = body<{ cover: InstitutionCover }>(request);
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
      const { type_name } = body<{ type_name: string }>(request);
      const added: InvestType = {
        id: nextId("it"),
        type_name,
        scheme: schemeOfTypeName(type_name),
      };
      state.investTypes = [...state.investTypes, added];
      return ok(added, 201);
    },
    [endpointName(investTypeEndpoints.setScheme)]: (request, id) => {
      const { scheme } = body<{ scheme: InvestmentScheme }>(request);
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
        ...body<Omit<SchemeRateQuarter, "quarterStart">>(request),
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
      const parsed = saveDepositInsuranceRequest.safeParse(body(request));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]!.message);
      state.depositInsuranceCover = parsed.data.cover;
      return ok({ cover: state.depositInsuranceCover });
    },
    [endpointName(adminUserEndpoints.invite)]: (request) => {
      const input = body<{ email: string; role: "admin" | "user" }>(request);
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
      const change = body<{ role?: "admin" | "user"; disabled?: boolean }>(
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
    [endpointName(investmentEndpoints.list)]: () => ok(state.investments),
    // Holders as the server names them (docs/product.md#household); the contract has already
    // refused more than four or one named twice. The terms are stored as sent.
    [endpointName(investmentEndpoints.create)]: (request) => {
      const { holder_ids, ...input } = body<
        Partial<Investment> & { holder_ids?: string[] }
      >(request);
      const holders = holdersToName(request, holder_ids, ownMember);
      if (!holders) return apiError(404, message("household.memberNotFound"));
      const created = serverInvestment({
        ...input,
        maturity_amount: input.maturity_amount ?? null,
        id: nextId("inv"),
        holder_ids: holders,
      });
      state.investments = [created, ...state.investments];
      return ok(created, 201);
    },
    [endpointName(investmentEndpoints.renew)]: (request, id) => {
      const renewed = state.investments.find((entry) => entry.id === id);
      if (!renewed) return apiError(404, message("investments.notFound"));
      if (renewed.status !== "active")
        return apiError(
          409,
          message("investments.alreadyCannotRenew", {
            status: message(`investmentStatus.${renewed.status}`),
          }),
        );
      const input = body<{
        new_end_date: string;
        new_rate: number;
        new_maturity_amount?: number | null;
        interest_schedule?: Investment["interest_schedule"];
        holder_ids?: string[];
      }>(request);
      const holders = holdersToName(
        request,
        input.holder_ids,
        () => renewed.holder_ids,
      );
      if (!holders) return apiError(404, message("household.memberNotFound"));
      const renewal: Investment = {
        ...renewed,
        id: nextId("inv"),
        principal_amount: renewed.maturity_amount ?? renewed.principal_amount,
        rate_of_interest: input.new_rate,
        start_date: renewed.end_date,
        end_date: input.new_end_date,
        maturity_amount: input.new_maturity_amount ?? null,
        interest_schedule:
          input.interest_schedule === undefined
            ? renewed.interest_schedule
            : input.interest_schedule,
        document_number: null,
        transaction_reason: null,
        renewal_reference_id: renewed.id,
        holder_ids: holders,
      };
      state.investments = [
        renewal,
        ...state.investments.map((entry) =>
          entry.id === id ? { ...entry, status: "renewed" as const } : entry,
        ),
      ];
      return ok(renewal, 201);
    },
    [endpointName(investmentEndpoints.setHolders)]: (request, id) => {
      const investment = state.investments.find((entry) => entry.id === id);
      if (!investment) return apiError(404, message("investments.notFound"));
      const { holder_ids } = body<{ holder_ids: string[] }>(request);
      const holders = holdersToName(request, holder_ids, ownMember);
      if (!holders) return apiError(404, message("household.memberNotFound"));
      return ok(replaced({ ...investment, holder_ids: holders }));
    },
    [endpointName(investmentEndpoints.addDeposit)]: (request, id) => {
      const account = state.investments.find((entry) => entry.id === id);
      if (!account) return apiError(404, "Investment not found.");
      if (!isAccountScheme(account.scheme))
        return apiError(
          409,
          message("investments.depositsOnlyInAccounts", {
            scheme: message(`investmentScheme.${account.scheme}`),
          }),
        );
      if (account.status !== "active")
        return apiError(
          409,
          message("investments.alreadyCannotDeposit", {
            status: message(`investmentStatus.${account.status}`),
          }),
        );
      const added = body<{ date: string; amount: number }>(request);
      const problem = accountDepositProblem(
        account.scheme,
        account.deposits,
        added,
        {
          startDate: account.start_date,
          endDate: account.end_date,
          depositsCloseOn: account.deposits_close_on,
        },
      );
      if (problem) return apiError(400, problem, "VALIDATION_ERROR");
      const deposits = [...account.deposits, { id: nextId("dep"), ...added }];
      return ok(changeAccount(account, sortedByDate(deposits)), 201);
    },
    [endpointName(investmentEndpoints.removeDeposit)]: (request, id) => {
      const account = state.investments.find((entry) => entry.id === id);
      const depositId = request.path.split("/").at(-1);
      const index =
        account?.deposits.findIndex((deposit) => deposit.id === depositId) ??
        -1;
      if (!account || index < 0)
        return apiError(404, message("investments.depositNotFound"));
      if (index === 0)
        return apiError(409, message("investments.firstDepositStays"));
      return ok(
        changeAccount(
          account,
          account.deposits.filter((deposit) => deposit.id !== depositId),
        ),
      );
    },
    [endpointName(investmentEndpoints.extend)]: (request, id) => {
      const account = state.investments.find((entry) => entry.id === id);
      if (!account) return apiError(404, message("investments.notFound"));
      const { with_deposits } = body<{ with_deposits: boolean }>(request);
      const problem = extensionProblem(
        extendableAccountOf(account),
        with_deposits,
        todayIso(),
      );
      if (problem) return apiError(409, problem);
      const extended = extendedAccount(
        extendableAccountOf(account),
        with_deposits,
      );
      return ok(
        replaced({
          ...account,
          end_date: extended.endDate,
          deposits_close_on: extended.depositsCloseOn,
          extended_years: account.extended_years + PPF_EXTENSION_YEARS,
        }),
      );
    },
    [endpointName(calendarFeedEndpoints.status)]: () =>
      ok({ active: state.calendarFeed !== null }),
    [endpointName(calendarFeedEndpoints.create)]: () => {
      state.calendarFeed = `http://localhost:3000${endpointPath(
        calendarFeedEndpoints.feed,
        { file: `${nextId("feed").padEnd(43, "x")}.ics` },
      )}`;
      return ok({ url: state.calendarFeed }, 201);
    },
    [endpointName(calendarFeedEndpoints.revoke)]: () => {
      state.calendarFeed = null;
      return { status: 204 };
    },
    [endpointName(reminderEndpoints.settings)]: () => ok(shownReminders()),
    [endpointName(reminderEndpoints.updateSettings)]: (request) => {
      const input = body<{ enabled: boolean; lead_days: number[] }>(request);
      state.reminders = { ...state.reminders, ...input };
      return ok(shownReminders());
    },
  };
}
