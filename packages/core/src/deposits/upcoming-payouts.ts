import { addMonths } from "../format/date.ts";
import {
  type DepositTerms,
  depositPayouts,
  type Payout,
} from "./deposit-value.ts";

/** The first payout on or after `today`, or null when none is left. */
export function nextPayout(terms: DepositTerms, today: string): Payout | null {
  return depositPayouts(terms).find((payout) => payout.date >= today) ?? null;
}

export interface MonthPayouts {
  /** YYYY-MM */
  month: string;
  amount: number;
}

/**
 * Interest the payout deposits pay in each of the 12 months from `today`'s month on
 * (docs/product.md#interest-coming-to-you), payouts before today left out; every month listed,
 * a month without payouts as 0. Amounts unrounded.
 */
export function payoutsInNextTwelveMonths(
  deposits: readonly DepositTerms[],
  today: string,
): MonthPayouts[] {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: addMonths(firstOfMonth, index).slice(0, 7),
    amount: 0,
  }));
  const until = addMonths(firstOfMonth, 12);
  for (const terms of deposits) {
    for (const payout of depositPayouts(terms)) {
      if (payout.date < today || payout.date >= until) continue;
      const entry = months.find((month) => payout.date.startsWith(month.month));
      if (entry) entry.amount += payout.amount;
    }
  }
  return months;
}
