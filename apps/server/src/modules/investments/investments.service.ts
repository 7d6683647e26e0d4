import { message } from "@kosh/core/contracts/message";
import { serverToday } from "../../server-today.ts";
import type {
  addDepositRequest,
  closeInvestmentRequest,
  createInvestmentRequest,
  extendAccountRequest,
  Investment,
  renewInvestmentRequest,
} from "@kosh/core/contracts/investments";
import { accountDepositProblem } from "@kosh/core/deposits/account-deposits";
import {
  extendedAccount,
  extensionProblem,
  PPF_EXTENSION_YEARS,
} from "@kosh/core/deposits/account-extension";
import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { interestIncomeByMember } from "@kosh/core/deposits/interest-income-by-member";
import { tdsProjection } from "@kosh/core/deposits/tds-projection";
import {
  type AccountScheme,
  type InvestmentScheme,
  isAccountScheme,
  isRenewable,
} from "@kosh/core/deposits/investment-scheme";
import {
  depositTermsOf,
  stopDateOf,
} from "@kosh/core/deposits/investment-deposit";
import type { Locale } from "@kosh/core/i18n/locale";
import { investmentsCsv } from "@kosh/core/investments/investments-csv";
import type { z } from "zod";
import type { AccountDeposit } from "../../db/account-deposits.ts";
import { forgetMaturityReminders } from "../../db/maturity-reminders-sent.ts";
import type { Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import {
  holdersOf,
  listMembers,
  notMembers,
  ownMemberId,
  setHolders,
} from "../household/household.repo.ts";
import { BadRequest, Conflict, NotFound } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { rateChangesFrom } from "./account-rates.ts";
import {
  depositsOnlyInAccounts,
  maturityAmount,
  newInvestmentTerms,
  notRenewable,
  renewalTerms,
  roundPaise,
} from "./investment-terms.ts";
import {
  accountDeposits,
  deleteDeposit,
  insertDeposit,
  type LockedAccount,
  lockedAccount,
  schemeRateQuarters,
  setAccountTotals,
} from "./account-deposits.repo.ts";
import {
  alreadyLeftActive,
  coversOf,
  insertInvestment,
  investmentStatus,
  leaveActive,
  listInvestments,
  ownInvestment,
  schemeOfInvestment,
  schemeOfInvestType,
  successorIds,
} from "./investments.repo.ts";

const INVESTMENT_NOT_FOUND = message("investments.notFound");

export type InvestmentService = ReturnType<typeof createInvestmentService>;

/**
 * My Investments' rules (docs/product.md#my-investments): every call acts for one household
 * (`householdId`, docs/product.md#household) and sees only its investments, another household's id
 * answered exactly like a missing one (404); only an active investment is renewed or closed, and it
 * is renewed at most once.
 */
export function createInvestmentService({
  db,
  now,
}: Pick<Infrastructure, "db" | "now">) {
  async function shown(
    executor: Transaction | typeof db,
    householdId: string,
    id: string,
  ): Promise<Investment> {
    const investment = await ownInvestment(executor, householdId, id);
    if (!investment) throw new NotFound(INVESTMENT_NOT_FOUND);
    return investment;
  }

  /**
   * Why an investment could not move out of 'active': it is not the caller's (404, the same answer
   * as for a missing id) or it already moved (409 naming where it went).
   */
  async function notActive(
    tx: Transaction,
    householdId: string,
    id: string,
    action: "renewed" | "closed",
  ) {
    const status = await investmentStatus(tx, householdId, id);
    if (!status) return new NotFound(INVESTMENT_NOT_FOUND);
    return alreadyLeftActive(status, action);
  }

  /** The notified rates an account of `scheme` opened on `startDate` earns; none for other schemes. */
  async function rateChangesOfAccount(
    executor: Transaction | typeof db,
    scheme: InvestmentScheme,
    startDate: string,
  ) {
    if (!isAccountScheme(scheme)) return [];
    return rateChangesFrom(
      await schemeRateQuarters(executor),
      scheme,
      startDate,
    );
  }

  /**
   * Adds an investment by the rules of its type's scheme (docs/product.md#schemes-in-my-investments).
   * `executor`: a transaction to join (an idempotent request's, see idempotency.ts), else the pool.
   */
  async function create(
    householdId: string,
    body: z.output<typeof createInvestmentRequest>,
    executor: Transaction | typeof db = db,
  ): Promise<Investment> {
    const scheme = await schemeOfInvestType(executor, body.invest_type_id);
    const rateChanges = await rateChangesOfAccount(
      executor,
      scheme,
      body.start_date,
    );
    const holderIds = await holdersToName(
      executor,
      householdId,
      body.holder_ids,
    );
    const id = await insertInvestment(executor, householdId, {
      ...newInvestmentTerms(body, scheme, rateChanges),
      holderIds,
    });
    return shown(executor, householdId, id);
  }

  /**
   * The holders a new investment names (docs/product.md#household): those asked for, each a member
   * of the household (404 otherwise, as for any other household's id), or else `otherwise`, by
   * default the household's own person.
   */
  async function holdersToName(
    executor: Transaction | typeof db,
    householdId: string,
    asked: readonly string[] | undefined,
    otherwise?: () => Promise<string[]>,
  ): Promise<string[]> {
    if (!asked)
      return otherwise
        ? otherwise()
        : [await ownMemberId(executor, householdId)];
    if ((await notMembers(executor, householdId, asked)).length > 0)
      throw new NotFound(message("household.memberNotFound"));
    return [...asked];
  }

  /** Names the holders of one of the household's investments, first holder first. */
  async function setHoldersOf(
    householdId: string,
    id: string,
    holderIds: readonly string[],
  ): Promise<Investment> {
    if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
    return db.transaction(async (tx) => {
      if (!(await investmentStatus(tx, householdId, id)))
        throw new NotFound(INVESTMENT_NOT_FOUND);
      await setHolders(tx, id, await holdersToName(tx, householdId, holderIds));
      return shown(tx, householdId, id);
    });
  }

  /**
   * Marks the investment renewed and inserts its successor, which reinvests the maturity amount,
   * in one transaction: of two racing renewals (or a renewal racing a close) only one finds the
   * row still active; the unique renewal_reference_id is the last guard should anything slip past.
   */
  async function renew(
    householdId: string,
    id: string,
    body: z.output<typeof renewInvestmentRequest>,
    executor: Transaction | typeof db = db,
  ): Promise<Investment> {
    if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
    // A type's scheme does not change while investments use it, so it is read once, up front.
    const scheme = await schemeOfInvestment(executor, householdId, id);
    if (!scheme) throw new NotFound(INVESTMENT_NOT_FOUND);
    const terms = renewalTerms(body, scheme);
    if (!isRenewable(scheme)) throw notRenewable(scheme);
    return executor.transaction(async (tx) => {
      const renewed = await leaveActive(tx, householdId, id, {
        status: "renewed",
      });
      if (!renewed) throw await notActive(tx, householdId, id, "renewed");
      const holderIds = await holdersToName(
        tx,
        householdId,
        body.holder_ids,
        () => holdersOf(tx, renewed.id),
      );
      const successorId = await insertInvestment(tx, householdId, {
        holderIds,
        companyId: renewed.companyId,
        investTypeId: renewed.investTypeId,
        documentNumber: null,
        accountNumber: renewed.accountNumber,
        investmentNotes: renewed.investmentNotes,
        renewalReferenceId: renewed.id,
        ...terms(renewed),
      });
      return shown(tx, householdId, successorId);
    });
  }

  async function close(
    householdId: string,
    id: string,
    body: z.output<typeof closeInvestmentRequest>,
  ): Promise<Investment> {
    if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
    return db.transaction(async (tx) => {
      const closed = await leaveActive(tx, householdId, id, {
        status: "closed",
        transactionReason: body.transaction_reason,
      });
      if (!closed) throw await notActive(tx, householdId, id, "closed");
      return shown(tx, householdId, closed.id);
    });
  }

  /**
   * Keeps an account's principal the sum of its deposits and estimates its maturity again from
   * them and its end date (moved, when `extension` is given).
   */
  async function recountAccount(
    tx: Transaction,
    account: LockedAccount,
    extension?: {
      endDate: string;
      extendedYears: number;
      depositsCloseOn: string | null;
    },
  ): Promise<void> {
    const deposits = await accountDeposits(tx, account.id);
    const principal = roundPaise(
      deposits.reduce((sum, deposit) => sum + deposit.amount, 0),
    );
    await setAccountTotals(tx, account.id, {
      principalAmount: principal,
      maturityAmount: maturityAmount(
        null,
        principal,
        account.rateOfInterest,
        account.startDate,
        extension?.endDate ?? account.endDate,
        account.interestSchedule,
        "amount",
        {
          scheme: account.scheme,
          deposits,
          rateChanges: await rateChangesOfAccount(
            tx,
            account.scheme,
            account.startDate,
          ),
        },
      ),
      extension,
    });
  }

  /**
   * Changes the deposits of one of the caller's PPF or Sukanya Samriddhi accounts
   * (docs/product.md#schemes-in-my-investments) in one transaction holding the account's row: it
   * must be theirs (404 otherwise, as for a missing one), an account (409) and active (409). Its
   * principal is kept the sum of its deposits and its maturity estimated again from them.
   */
  async function changeDeposits(
    householdId: string,
    id: string,
    change: (
      tx: Transaction,
      account: LockedAccount & { scheme: AccountScheme },
      deposits: AccountDeposit[],
    ) => Promise<void>,
    executor: Transaction | typeof db = db,
  ): Promise<Investment> {
    if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
    return executor.transaction(async (tx) => {
      const account = await lockedAccount(tx, householdId, id);
      if (!account) throw new NotFound(INVESTMENT_NOT_FOUND);
      const { scheme } = account;
      if (!isAccountScheme(scheme)) throw depositsOnlyInAccounts(scheme);
      if (account.status !== "active")
        throw new Conflict(
          message("investments.alreadyCannotDeposit", {
            status: message(`investmentStatus.${account.status}`),
          }),
        );
      await change(tx, { ...account, scheme }, await accountDeposits(tx, id));
      await recountAccount(tx, account);
      return shown(tx, householdId, id);
    });
  }

  /**
   * Extends one of the caller's matured PPF accounts by 5 years (docs/product.md#ppf-extension),
   * holding its row: 404 when it is not theirs, 409 saying why when it cannot be extended today.
   * Its maturity is estimated again to the new end date, and its maturity reminders come again.
   * `executor`: an idempotent request's transaction to join, else the pool.
   */
  async function extend(
    householdId: string,
    id: string,
    body: z.output<typeof extendAccountRequest>,
    executor: Transaction | typeof db = db,
  ): Promise<Investment> {
    if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
    return executor.transaction(async (tx) => {
      const account = await lockedAccount(tx, householdId, id);
      if (!account) throw new NotFound(INVESTMENT_NOT_FOUND);
      const problem = extensionProblem(
        account,
        body.with_deposits,
        serverToday(now()),
      );
      if (problem) throw new Conflict(problem);
      await recountAccount(tx, account, {
        ...extendedAccount(account, body.with_deposits),
        extendedYears: account.extendedYears + PPF_EXTENSION_YEARS,
      });
      await forgetMaturityReminders(tx, id);
      return shown(tx, householdId, id);
    });
  }

  /**
   * Records a deposit within the account's life and its financial year's limit (400 otherwise).
   * `executor`: an idempotent request's transaction to join, else the pool.
   */
  function addDeposit(
    householdId: string,
    id: string,
    body: z.output<typeof addDepositRequest>,
    executor: Transaction | typeof db = db,
  ): Promise<Investment> {
    return changeDeposits(
      householdId,
      id,
      async (tx, account, deposits) => {
        const problem = accountDepositProblem(
          account.scheme,
          deposits,
          body,
          account,
        );
        if (problem) throw new BadRequest(problem);
        await insertDeposit(tx, id, body);
      },
      executor,
    );
  }

  /** Removes a deposit recorded by mistake; the first, which opened the account, stays (409). */
  function removeDeposit(
    householdId: string,
    id: string,
    depositId: string,
  ): Promise<Investment> {
    return changeDeposits(householdId, id, async (tx, _account, deposits) => {
      if (!isUuid(depositId) || !deposits.some((d) => d.id === depositId))
        throw new NotFound(message("investments.depositNotFound"));
      if (deposits[0]?.id === depositId)
        throw new Conflict(message("investments.firstDepositStays"));
      await deleteDeposit(tx, id, depositId);
    });
  }

  /**
   * The household's investments as a spreadsheet, with the link from each renewed one to its
   * successor and the holders' names in order.
   */
  async function exportCsv(
    householdId: string,
    locale: Locale,
  ): Promise<{ fileName: string; csv: string }> {
    const [list, successors, members] = await Promise.all([
      listInvestments(db, householdId),
      successorIds(db, householdId),
      listMembers(db, householdId),
    ]);
    const names = new Map(members.map((member) => [member.id, member.name]));
    const rows = list.map((investment) => ({
      ...investment,
      renewed_by: successors.get(investment.id) ?? null,
      holder_names: investment.holder_ids.map((id) => names.get(id) ?? id),
    }));
    const today = serverToday(now());
    return {
      fileName: `kosh-investments-${today}.csv`,
      csv: investmentsCsv(rows, locale),
    };
  }

  /**
   * Interest per financial year of every investment the household has or had, estimated from the
   * recorded terms, each member's part (docs/product.md#tax-year-interest), and this financial
   * year's member-and-bank pairs projected above the TDS threshold (docs/product.md#tds-this-year).
   */
  async function interestIncomeOf(householdId: string) {
    const [list, members] = await Promise.all([
      listInvestments(db, householdId),
      listMembers(db, householdId),
    ]);
    const covers = await coversOf(
      db,
      list.map((investment) => investment.company_id),
    );
    const deposits = list.map((investment) => ({
      id: investment.id,
      companyId: investment.company_id,
      companyName: investment.investment_companies.name,
      terms: depositTermsOf(investment),
      stopDate: stopDateOf(investment),
      holderIds: investment.holder_ids,
      cover: covers.get(investment.company_id) ?? "none",
    }));
    const today = serverToday(now());
    return {
      years: interestIncomeByMember(deposits),
      tds: {
        financial_year: financialYearOf(today),
        lines: tdsProjection(deposits, members, today),
      },
    };
  }

  return {
    list: (householdId: string) => listInvestments(db, householdId),
    interestIncome: interestIncomeOf,
    create,
    renew,
    extend,
    close,
    addDeposit,
    removeDeposit,
    setHolders: setHoldersOf,
    exportCsv,
  };
}
