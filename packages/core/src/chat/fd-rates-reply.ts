import { formatInr } from "../format/money.ts";
import { formatYears } from "./assistant-texts.ts";

/**
 * Used when the person names no amount: the FD calculator's default deposit
 * (docs/product.md#sliders).
 */
export const FD_EXAMPLE_AMOUNT = 100_000;

/**
 * 'Best FD rates for 5 years': Kosh holds no bank rates, so it says so, says where rates are
 * published, and offers the calculation once the person names a rate.
 */
export function fdRatesReply(
  amount: number | undefined,
  years: number | undefined,
): string {
  const period = years === undefined ? "" : ` for ${formatYears(years)}`;
  const deposit = amount ?? FD_EXAMPLE_AMOUNT;
  const offer =
    years === undefined
      ? `Tell me a rate you have been offered and I'll work out what ${formatInr(deposit)} grows to`
      : `Tell me a rate you have been offered and I'll work out what ${formatInr(deposit)} grows to in ${formatYears(years)}`;
  return [
    `I don't track live bank rates, so I can't tell you today's best FD rate${period}. Rates change often and differ between banks, between tenures, and for senior citizens.`,
    "Compare the rates each bank publishes on its own website or at its branches. Bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank; company FDs are not.",
    `${offer}${amount === undefined ? " (or give me your own amount)" : ""}, for example '7%'.`,
  ].join("\n");
}
