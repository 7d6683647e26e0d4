import { roundRupees } from "../format/money.ts";

/** The least a Kisan Vikas Patra is bought for. */
export const KVP_PRINCIPAL_MIN = 1000;
/** A Kisan Vikas Patra is bought in multiples of ₹100. */
export const KVP_PRINCIPAL_MULTIPLE = 100;

export interface KvpInput {
  principal: number;
  /** Annual rate in percent, compounded yearly: the rate of the quarter it was bought in. */
  rate: number;
}

export interface KvpResult {
  /** Twice the principal. */
  maturityAmount: number;
  maturityMonths: number;
}

/**
 * The months the Finance Ministry notified with each rate, by rate, as reported when they were
 * notified (India Post's own pages give only the current one):
 * - 7.7 %, 112 months, April–June 2019; 7.6 %, 113 months, from 1 July 2019:
 *   https://www.thehindubusinessline.com/money-and-banking/investments-in-kisan-vikas-patra-to-now-double-in-9-years-5-months/article28684978.ece
 * - 6.9 %, 124 months, from 1 April 2020 (113 months before):
 *   https://www.ndtv.com/business/kisan-vikas-patra-small-savings-scheme-kvp-interest-rate-cut-to-6-9-maturity-period-extended-2204879
 * - 7.0 %, 123 months, from 1 October 2022:
 *   https://www.livemint.com/money/personal-finance/small-savings-scheme-doubles-money-in-123-months-pays-more-interest-than-sbi-fd/amp-11667053799233.html
 * - 7.2 %, 120 months, January–March 2023; 7.5 %, 115 months, from 1 April 2023:
 *   https://www.news18.com/amp/business/kisan-vikas-patra-invest-in-this-post-office-scheme-to-double-your-money-8438239.html
 * Two differ from the doubling-time formula (6.9 % gives 124.66, 7.6 % gives 113.55): the notified
 * months are the rule.
 */
export const KVP_NOTIFIED_MONTHS: ReadonlyArray<{
  rate: number;
  months: number;
}> = [
  { rate: 6.9, months: 124 },
  { rate: 7.0, months: 123 },
  { rate: 7.2, months: 120 },
  { rate: 7.5, months: 115 },
  { rate: 7.6, months: 113 },
  { rate: 7.7, months: 112 },
];

/** The months a rate doubles the money in: as notified, else 12 × ln 2 / ln(1 + r/100) to the whole month. */
export function kvpMaturityMonths(rate: number): number {
  const notified = KVP_NOTIFIED_MONTHS.find(
    (entry) => Math.abs(entry.rate - rate) < 1e-9,
  );
  if (notified) return notified.months;
  return Math.round((12 * Math.LN2) / Math.log1p(rate / 100));
}

/** Doubles the principal in the months notified with its rate. */
export function kvp({ principal, rate }: KvpInput): KvpResult {
  return {
    maturityAmount: roundRupees(principal * 2),
    maturityMonths: kvpMaturityMonths(rate),
  };
}
