import { asc, inArray } from "drizzle-orm";
import type { Database, Transaction } from "./database.ts";
import { investmentDeposits } from "./schema.ts";

/**
 * The deposits of PPF and Sukanya Samriddhi accounts (docs/product.md#schemes-in-my-investments),
 * read the same way by the investments module and the reminder sweep.
 */

/** A deposit as core's account rules read it. */
export interface AccountDeposit {
  id: string;
  date: string;
  amount: number;
}

/**
 * The deposits of these accounts by account, each oldest first (the first is the one it was
 * opened with, as the investments list orders them).
 */
export async function depositsOfAccounts(
  executor: Database | Transaction,
  investmentIds: string[],
): Promise<Map<string, AccountDeposit[]>> {
  const byAccount = new Map<string, AccountDeposit[]>();
  if (investmentIds.length === 0) return byAccount;
  const rows = await executor
    .select({
      investmentId: investmentDeposits.investmentId,
      id: investmentDeposits.id,
      date: investmentDeposits.depositDate,
      amount: investmentDeposits.amount,
    })
    .from(investmentDeposits)
    .where(inArray(investmentDeposits.investmentId, investmentIds))
    .orderBy(
      asc(investmentDeposits.depositDate),
      asc(investmentDeposits.createdAt),
      asc(investmentDeposits.id),
    );
  for (const { investmentId, ...deposit } of rows) {
    const deposits = byAccount.get(investmentId) ?? [];
    deposits.push(deposit);
    byAccount.set(investmentId, deposits);
  }
  return byAccount;
}
