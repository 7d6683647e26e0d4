/**
 * My Investments in the fake API (docs/product.md#my-investments), kept in memory as the server
 * answers: the list, add, renew, the holders, an account's deposits and a PPF's extension.
 */
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { message } from "@kosh/core/contracts/message";
import type {
  AccountDeposit,
  Investment,
} from "@kosh/core/contracts/investments";
import { accountDepositProblem } from "@kosh/core/deposits/account-deposits";
import {
  extendableAccountOf,
  extendedAccount,
  extensionProblem,
  PPF_EXTENSION_YEARS,
} from "@kosh/core/deposits/account-extension";
import { isAccountScheme } from "@kosh/core/deposits/investment-scheme";
import { todayIso } from "@kosh/core/format/date";
import {
  apiError,
  bodyOf,
  ok,
  type FakeRequest,
  type Handler,
} from "./fake-api-answers.ts";
import { type FakeApiState, serverInvestment } from "./fake-api-data.ts";
import { householdMembers } from "./fake-api-household.ts";

/** The household's own member alone, as the server names a deposit added without holders. */
export function ownMember(state: FakeApiState, request: FakeRequest): string[] {
  return householdMembers(state, request)
    .list.filter((member) => member.relation === "self")
    .map((member) => member.id);
}

export function investmentRoutes(
  state: FakeApiState,
  /** The next id the in-memory server gives, shared by all its routes. */
  nextId: (prefix: string) => string,
): Record<string, Handler> {
  /**
   * The holders to name: those asked for when every one is a member of the request's household
   * (undefined otherwise, which the server answers 404), else `otherwise`.
   */
  const holdersToName = (
    request: FakeRequest,
    asked: string[] | undefined,
    otherwise: string[],
  ) => {
    if (!asked) return otherwise;
    const members = new Set(
      householdMembers(state, request).list.map((member) => member.id),
    );
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

  return {
    [endpointName(investmentEndpoints.list)]: () => ok(state.investments),
    // Holders as the server names them (docs/product.md#household); the contract has already
    // refused more than four or one named twice. The terms are stored as sent.
    [endpointName(investmentEndpoints.create)]: (request) => {
      const { holder_ids, ...input } = bodyOf<
        Partial<Investment> & { holder_ids?: string[] }
      >(request);
      const holders = holdersToName(
        request,
        holder_ids,
        ownMember(state, request),
      );
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
      const input = bodyOf<{
        new_end_date: string;
        new_rate: number;
        new_maturity_amount?: number | null;
        interest_schedule?: Investment["interest_schedule"];
        holder_ids?: string[];
      }>(request);
      const holders = holdersToName(
        request,
        input.holder_ids,
        renewed.holder_ids,
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
      const { holder_ids } = bodyOf<{ holder_ids: string[] }>(request);
      const holders = holdersToName(
        request,
        holder_ids,
        ownMember(state, request),
      );
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
      const added = bodyOf<{ date: string; amount: number }>(request);
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
      const { with_deposits } = bodyOf<{ with_deposits: boolean }>(request);
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
  };
}
