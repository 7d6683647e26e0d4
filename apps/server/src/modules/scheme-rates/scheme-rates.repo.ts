import type { SchemeRateQuarter } from "@kosh/core/schemes/scheme-rates";
import { desc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { schemeRates } from "../../db/schema.ts";

const fields = {
  quarterStart: schemeRates.quarterStart,
  rates: schemeRates.rates,
  kvpMonths: schemeRates.kvpMonths,
};

/** Every quarter on record, the latest first. */
export function listQuarters(db: Database): Promise<SchemeRateQuarter[]> {
  return db
    .select(fields)
    .from(schemeRates)
    .orderBy(desc(schemeRates.quarterStart));
}

/** The latest quarter starting on or before `quarterStart`: the one in force then. */
export async function quarterInForce(
  db: Database,
  quarterStart: string,
): Promise<SchemeRateQuarter | undefined> {
  const [row] = await db
    .select(fields)
    .from(schemeRates)
    .where(lte(schemeRates.quarterStart, quarterStart))
    .orderBy(desc(schemeRates.quarterStart))
    .limit(1);
  return row;
}

/** Whether a quarter starting `quarterStart` is on record. */
export async function quarterOnRecord(
  db: Database,
  quarterStart: string,
): Promise<boolean> {
  return (
    (await db.$count(schemeRates, eq(schemeRates.quarterStart, quarterStart))) >
    0
  );
}

/**
 * Writes a quarter's rates, replacing any on record. One statement: two admins saving the same
 * quarter at once end with one row, the later save's.
 */
export async function saveQuarter(
  db: Database,
  { quarterStart, rates, kvpMonths }: SchemeRateQuarter,
  now: Date,
): Promise<void> {
  await db
    .insert(schemeRates)
    .values({ quarterStart, rates, kvpMonths, updatedAt: now })
    .onConflictDoUpdate({
      target: schemeRates.quarterStart,
      set: { rates, kvpMonths, updatedAt: now },
    });
}
