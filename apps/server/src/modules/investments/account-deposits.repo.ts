import type { InvestmentStatus } from "@kosh/core/contracts/investments";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import type { SchemeRateQuarter } from "@kosh/core/schemes/scheme-rates";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  type AccountDeposit,
  depositsOfAccounts,
} from "../../db/account-deposits.ts";
import type { Database, Transaction } from "../../db/database.ts";
import {
  investmentDeposits,
  investTypes,
  investments,
  schemeRates,
} from "../../db/schema.ts";

/**
 * The deposits of a PPF or Sukanya Samriddhi account (docs/product.md#schemes-in-my-investments)
 * and what changing them reads and writes; the account itself is an investment (investments.repo.ts).
 */

type Executor = Database | Transaction;

/** Every quarter of notified rates on record, oldest first (docs/product.md#scheme-rates). */
export function schemeRateQuarters(
  executor: Executor,
): Promise<SchemeRateQuarter[]> {
  return executor
    .select({
      quarterStart: schemeRates.quarterStart,
      rates: schemeRates.rates,
      kvpMonths: schemeRates.kvpMonths,
    })
    .from(schemeRates)
    .orderBy(asc(schemeRates.quarterStart));
}

/** What changing an account's deposits reads of it, with its type's scheme. */
export interface LockedAccount {
  id: string;
  status: InvestmentStatus;
  scheme: InvestmentScheme;
  rateOfInterest: number;
  startDate: string;
  endDate: string;
  interestSchedule: InterestSchedule | null;
  extendedYears: number;
  depositsCloseOn: string | null;
}

/**
 * One of the caller's investments, locked until the transaction ends, so two deposits made at once
 * are checked against the year's limit one after the other; undefined when it is missing or
 * someone else's.
 */
export async function lockedAccount(
  tx: Transaction,
  userId: string,
  id: string,
): Promise<LockedAccount | undefined> {
  const [row] = await tx
    .select({
      id: investments.id,
      status: investments.status,
      scheme: investTypes.scheme,
      rateOfInterest: investments.rateOfInterest,
      startDate: investments.startDate,
      endDate: investments.endDate,
      interestSchedule: investments.interestSchedule,
      extendedYears: investments.extendedYears,
      depositsCloseOn: investments.depositsCloseOn,
    })
    .from(investments)
    .innerJoin(investTypes, eq(investTypes.id, investments.investTypeId))
    .where(and(eq(investments.id, id), eq(investments.userId, userId)))
    .for("update", { of: investments });
  return row;
}

/** One account's deposits, oldest first. */
export async function accountDeposits(
  executor: Executor,
  investmentId: string,
): Promise<AccountDeposit[]> {
  return (
    (await depositsOfAccounts(executor, [investmentId])).get(investmentId) ?? []
  );
}

export async function insertDeposit(
  executor: Executor,
  investmentId: string,
  deposit: { date: string; amount: number },
): Promise<void> {
  await executor.insert(investmentDeposits).values({
    investmentId,
    depositDate: deposit.date,
    amount: deposit.amount,
  });
}

/** Removes one of the account's deposits (the caller has checked it is one of them). */
export async function deleteDeposit(
  tx: Transaction,
  investmentId: string,
  depositId: string,
): Promise<void> {
  await tx
    .delete(investmentDeposits)
    .where(
      and(
        eq(investmentDeposits.id, depositId),
        eq(investmentDeposits.investmentId, investmentId),
      ),
    );
}

/**
 * An account's principal (its deposits together) and maturity, after its deposits changed or it
 * was extended (then with its new end date, the years it was extended by and when deposits stop).
 */
export async function setAccountTotals(
  tx: Transaction,
  id: string,
  totals: {
    principalAmount: number;
    maturityAmount: number;
    extension?: {
      endDate: string;
      extendedYears: number;
      depositsCloseOn: string | null;
    };
  },
): Promise<void> {
  await tx
    .update(investments)
    .set({
      principalAmount: totals.principalAmount,
      maturityAmount: totals.maturityAmount,
      ...totals.extension,
      updatedAt: sql`now()`,
    })
    .where(eq(investments.id, id));
}
