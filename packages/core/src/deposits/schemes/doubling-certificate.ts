import { monthsElapsed } from "../complete-months.ts";
import type { DepositTerms } from "../deposit-value.ts";

/**
 * A Kisan Vikas Patra (docs/product.md#schemes-in-my-investments): it doubles by its maturity date,
 * set by the months notified with its rate (scheme-terms.ts, calculators/kvp.ts), growing at the
 * same pace month by month on the way.
 */
export function doublingValueOn(terms: DepositTerms, on: string): number {
  const term = monthsElapsed(terms.startDate, terms.endDate);
  if (!(term > 0)) return terms.principal;
  return terms.principal * 2 ** (monthsElapsed(terms.startDate, on) / term);
}
