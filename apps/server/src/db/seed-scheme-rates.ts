import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import type { Database } from "./database.ts";
import { schemeRates } from "./schema.ts";

/**
 * Enters the notified small-savings rates Kosh ships with (core's SCHEME_RATE_HISTORY,
 * docs/product.md#scheme-rates) for every quarter the table lacks: a fresh database gets them
 * all, and a release that ships a later quarter adds it. A quarter already on record is left as
 * it is, an admin's correction included; servers starting together insert each quarter once.
 * Answers how many quarters it entered.
 */
export async function seedSchemeRates(
  db: Database,
  now: Date,
): Promise<number> {
  const entered = await db
    .insert(schemeRates)
    .values(
      SCHEME_RATE_HISTORY.map(({ quarterStart, rates, kvpMonths }) => ({
        quarterStart,
        rates,
        kvpMonths,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ quarterStart: schemeRates.quarterStart });
  return entered.length;
}
