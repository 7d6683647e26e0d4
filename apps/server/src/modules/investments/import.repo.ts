import type { InvestmentStatus } from "@kosh/core/contracts/investments";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import type { ListEntry } from "@kosh/core/import/name-match";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import { companies, investTypes, investments } from "../../db/schema.ts";
import type { NewInvestment } from "./investments.repo.ts";

/**
 * What an import keeps of a row beyond what adding an investment sets (docs/product.md#import):
 * Kosh's own export says how the investment stands (renewed, closed), when it was recorded and how
 * long a PPF account was extended, so an exported household comes back as it was.
 */
export interface ImportedStanding {
  status: InvestmentStatus;
  createdAt: string | null;
  extendedYears: number;
  depositsCloseOn: string | null;
}

/** Sets the standing of an investment the import has just inserted (by insertInvestment). */
export async function setImportedStanding(
  tx: Transaction,
  id: string,
  standing: ImportedStanding,
): Promise<void> {
  await tx
    .update(investments)
    .set({
      status: standing.status,
      extendedYears: standing.extendedYears,
      depositsCloseOn: standing.depositsCloseOn,
      ...(standing.createdAt
        ? { createdAt: new Date(standing.createdAt) }
        : {}),
    })
    .where(eq(investments.id, id));
}

/**
 * Updates one of the household's investments with a row's terms, when the person chose "update the
 * existing one"; false when it is not the household's (no other household's row is touched).
 */
export async function updateImported(
  tx: Transaction,
  householdId: string,
  id: string,
  terms: NewInvestment,
): Promise<boolean> {
  const { deposits: _deposits, ...row } = terms;
  const updated = await tx
    .update(investments)
    .set({ ...row, updatedAt: sql`now()` })
    .where(and(eq(investments.id, id), eq(investments.userId, householdId)))
    .returning({ id: investments.id });
  return updated.length > 0;
}

/** Kosh's lists a file's names are matched to: every institution, every type with its scheme. */
export async function importLists(db: Database): Promise<{
  institutions: ListEntry[];
  types: (ListEntry & { scheme: InvestmentScheme })[];
}> {
  const [institutions, types] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies),
    db
      .select({
        id: investTypes.id,
        name: investTypes.typeName,
        scheme: investTypes.scheme,
      })
      .from(investTypes),
  ]);
  return { institutions, types };
}
