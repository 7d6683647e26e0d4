import { message } from "@kosh/core/contracts/message";
import { serverToday } from "../../server-today.ts";
import type {
  closeInvestmentRequest,
  createInvestmentRequest,
  Investment,
  renewInvestmentRequest,
} from "@kosh/core/contracts/investments";
import { interestIncome } from "@kosh/core/deposits/interest-income";
import {
  depositTermsOf,
  stopDateOf,
} from "@kosh/core/deposits/investment-deposit";
import type { Locale } from "@kosh/core/i18n/locale";
import type { z } from "zod";
import type { Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import { NotFound } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { investmentsCsv } from "./investments-csv.ts";
import { newInvestmentTerms, renewalTerms } from "./investment-terms.ts";
import {
  alreadyLeftActive,
  insertInvestment,
  investmentStatus,
  leaveActive,
  listInvestments,
  ownInvestment,
  successorIds,
} from "./investments.repo.ts";

const INVESTMENT_NOT_FOUND = message("investments.notFound");

export type InvestmentService = ReturnType<typeof createInvestmentService>;

/**
 * My Investments' rules (docs/product.md#my-investments): every call acts for one user and sees
 * only their investments, another user's id answered exactly like a missing one (404); only an
 * active investment is renewed or closed, and it is renewed at most once.
 */
export function createInvestmentService({
  db,
  now,
}: Pick<Infrastructure, "db" | "now">) {
  async function shown(
    executor: Transaction | typeof db,
    userId: string,
    id: string,
  ): Promise<Investment> {
    const investment = await ownInvestment(executor, userId, id);
    if (!investment) throw new NotFound(INVESTMENT_NOT_FOUND);
    return investment;
  }

  /**
   * Why an investment could not move out of 'active': it is not the caller's (404, the same answer
   * as for a missing id) or it already moved (409 naming where it went).
   */
  async function notActive(
    tx: Transaction,
    userId: string,
    id: string,
    action: "renewed" | "closed",
  ) {
    const status = await investmentStatus(tx, userId, id);
    if (!status) return new NotFound(INVESTMENT_NOT_FOUND);
    return alreadyLeftActive(status, action);
  }

  /** `executor`: a transaction to join (an idempotent request's, see idempotency.ts), else the pool. */
  async function create(
    userId: string,
    body: z.output<typeof createInvestmentRequest>,
    executor: Transaction | typeof db = db,
  ): Promise<Investment> {
    const id = await insertInvestment(
      executor,
      userId,
      newInvestmentTerms(body),
    );
    return shown(executor, userId, id);
  }

  /**
   * Marks the investment renewed and inserts its successor, which reinvests the maturity amount,
   * in one transaction: of two racing renewals (or a renewal racing a close) only one finds the
   * row still active; the unique renewal_reference_id is the last guard should anything slip past.
   */
  async function renew(
    userId: string,
    id: string,
    body: z.output<typeof renewInvestmentRequest>,
    executor: Transaction | typeof db = db,
  ): Promise<Investment> {
    const terms = renewalTerms(body);
    if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
    return executor.transaction(async (tx) => {
      const renewed = await leaveActive(tx, userId, id, { status: "renewed" });
      if (!renewed) throw await notActive(tx, userId, id, "renewed");
      const successorId = await insertInvestment(tx, userId, {
        companyId: renewed.companyId,
        investTypeId: renewed.investTypeId,
        documentNumber: null,
        accountNumber: renewed.accountNumber,
        investmentNotes: renewed.investmentNotes,
        renewalReferenceId: renewed.id,
        ...terms(renewed),
      });
      return shown(tx, userId, successorId);
    });
  }

  async function close(
    userId: string,
    id: string,
    body: z.output<typeof closeInvestmentRequest>,
  ): Promise<Investment> {
    if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
    return db.transaction(async (tx) => {
      const closed = await leaveActive(tx, userId, id, {
        status: "closed",
        transactionReason: body.transaction_reason,
      });
      if (!closed) throw await notActive(tx, userId, id, "closed");
      return shown(tx, userId, closed.id);
    });
  }

  /** The caller's investments as a spreadsheet, with the link from each renewed one to its successor. */
  async function exportCsv(
    userId: string,
    locale: Locale,
  ): Promise<{ fileName: string; csv: string }> {
    const list = await listInvestments(db, userId);
    const successors = await successorIds(db, userId);
    const rows = list.map((investment) => ({
      ...investment,
      renewed_by: successors.get(investment.id) ?? null,
    }));
    const today = serverToday(now());
    return {
      fileName: `kosh-investments-${today}.csv`,
      csv: investmentsCsv(rows, locale),
    };
  }

  /**
   * Interest per financial year of every investment the caller has or had, estimated from the
   * recorded terms (docs/product.md#tax-year-interest).
   */
  async function interestIncomeOf(userId: string) {
    const list = await listInvestments(db, userId);
    return {
      years: interestIncome(
        list.map((investment) => ({
          id: investment.id,
          companyId: investment.company_id,
          companyName: investment.investment_companies.name,
          terms: depositTermsOf(investment),
          stopDate: stopDateOf(investment),
        })),
      ),
    };
  }

  return {
    list: (userId: string) => listInvestments(db, userId),
    interestIncome: interestIncomeOf,
    create,
    renew,
    close,
    exportCsv,
  };
}
