import {
  nextQuarter,
  type SchemeRateQuarter,
  type SchemeRates,
} from "./scheme-rates.ts";

/**
 * The small-savings rates notified for every quarter from April–June 2020 to January–March 2026
 * (docs/product.md#scheme-rates): what the server seeds its table with. Each quarter's rates are
 * set by an Office Memorandum of the Ministry of Finance, Department of Economic Affairs (Budget
 * Division), F.No. 1/4/2019-NS, "Revision of interest rates for Small Savings Schemes", and India
 * Post publishes them in its rate table. A revision is written below with the memorandum's date
 * and where its table was read; a quarter left unchanged carries the previous one's rates.
 *
 * - 31.03.2020, April–June 2020: the cut of 70–140 basis points (PPF 7.9 → 7.1, SCSS 8.6 → 7.4,
 *   1–3-year deposits 6.9 → 5.5), from dea.gov.in as reported by
 *   https://www.jagranjosh.com/current-affairs/government-slashes-interest-rates-on-small-saving-schemes-1585721353-1
 *   and https://www.rupeeiq.com/content/govt-cuts-small-saving-scheme-ppf-interest-drastically-for-april-june-quarter/
 *   (KVP's 124 months: calculators/kvp.ts).
 * - July 2020 – September 2022, ten quarters unchanged ("after maintaining status quo for 10
 *   straight quarters", https://www.livemint.com/money/personal-finance/govt-raises-interest-on-5-small-savings-schemes/amp-11664477219226.html).
 *   The memorandum of 31.03.2021 that cut April–June 2021 was withdrawn on 1 April 2021 "as an
 *   oversight": the rates of January–March 2021 continued
 *   (https://www.business-standard.com/article/economy-policy/govt-withdraws-order-cutting-interest-rates-on-small-savings-schemes-121040100147_1.html).
 *   The memorandum of 29.09.2022 lists July–September 2022 beside its own quarter.
 * - 29.09.2022, October–December 2022:
 *   https://centralgovernmentnews.com/postal-savings-schemes-2022-revised-rates-of-interest-from-1st-october-2022-to-31st-december-2022
 * - 30.12.2022, January–March 2023: https://centralgovernmentnews.com/?p=39995
 * - 31.03.2023, April–June 2023: https://abcaus.in/finmin/small-savings-scheme-rate-interest-increased-nscs-kvps-senior-citizens.html
 * - 30.06.2023, July–September 2023: https://govtempdiary.com/2023/07/updated-interest-rates-for-small-savings-schemes-q2-fy-2023-24/303871
 * - 29.09.2023, October–December 2023 (only the recurring deposit, 6.5 → 6.7):
 *   https://www.livemint.com/money/personal-finance/small-savings-rates-steady-till-december-5-year-recurring-deposit-rate-raised-to-6-7-finmin-11695990168933.html
 * - 29.12.2023, January–March 2024 (Sukanya Samriddhi 8.0 → 8.2, 3-year deposit 7.0 → 7.1):
 *   https://geod.in/finmin-orders/revision-of-interest-rates-for-small-savings-schemes-in-q4-2023-24
 * - April 2024 – March 2026 unchanged: 28.03.2025 for April–June 2025, "the fifth time in a row"
 *   (https://mysandesh.in/small-savings-schemes-continue-with-existing-rates); 30.06.2025
 *   (https://www.business-standard.com/finance/personal-finance/small-savings-rates-unchanged-for-q2fy26-check-what-you-ll-earn-125070100994_1.html);
 *   30.09.2025, "the seventh consecutive quarter"
 *   (https://www.livemint.com/money/personal-finance/small-savings-schemes-govt-announces-interest-rates-for-ppf-nsc-for-october-december-quarter-of-fy26-check-details-11759234031540.html);
 *   31.12.2025 for January–March 2026, with the table
 *   (https://taxguru.in/finance/small-savings-schemes-interest-rates-january-march-2026.html; its
 *   new column prints the 3-year deposit as 7.0 beside a memorandum that changes nothing: 7.1).
 * Nothing later was found published; an admin enters each new quarter (docs/product.md#scheme-rates).
 */

interface Notification {
  /** The quarter's first day. */
  from: string;
  /** The rates it changed; every rate for the first quarter. */
  rates: Partial<SchemeRates>;
  kvpMonths?: number;
}

const APRIL_2020: SchemeRates = {
  savingsDeposit: 4.0,
  timeDeposit1: 5.5,
  timeDeposit2: 5.5,
  timeDeposit3: 5.5,
  timeDeposit5: 6.7,
  recurringDeposit: 5.8,
  scss: 7.4,
  monthlyIncome: 6.6,
  nsc: 6.8,
  ppf: 7.1,
  kvp: 6.9,
  sukanyaSamriddhi: 7.6,
};

const REVISIONS: readonly Notification[] = [
  { from: "2020-04-01", rates: APRIL_2020, kvpMonths: 124 },
  {
    from: "2022-10-01",
    rates: {
      timeDeposit2: 5.7,
      timeDeposit3: 5.8,
      scss: 7.6,
      monthlyIncome: 6.7,
      kvp: 7.0,
    },
    kvpMonths: 123,
  },
  {
    from: "2023-01-01",
    rates: {
      timeDeposit1: 6.6,
      timeDeposit2: 6.8,
      timeDeposit3: 6.9,
      timeDeposit5: 7.0,
      scss: 8.0,
      monthlyIncome: 7.1,
      nsc: 7.0,
      kvp: 7.2,
    },
    kvpMonths: 120,
  },
  {
    from: "2023-04-01",
    rates: {
      timeDeposit1: 6.8,
      timeDeposit2: 6.9,
      timeDeposit3: 7.0,
      timeDeposit5: 7.5,
      recurringDeposit: 6.2,
      scss: 8.2,
      monthlyIncome: 7.4,
      nsc: 7.7,
      kvp: 7.5,
      sukanyaSamriddhi: 8.0,
    },
    kvpMonths: 115,
  },
  {
    from: "2023-07-01",
    rates: { timeDeposit1: 6.9, timeDeposit2: 7.0, recurringDeposit: 6.5 },
  },
  { from: "2023-10-01", rates: { recurringDeposit: 6.7 } },
  { from: "2024-01-01", rates: { timeDeposit3: 7.1, sukanyaSamriddhi: 8.2 } },
];

/** The last quarter a notification was found for. */
const LAST_NOTIFIED = "2026-01-01";

/** Every quarter from the first revision to LAST_NOTIFIED, each with the rates then in force. */
function everyQuarter(): SchemeRateQuarter[] {
  const quarters: SchemeRateQuarter[] = [];
  let rates = APRIL_2020;
  let kvpMonths = 124;
  for (
    let quarterStart = REVISIONS[0]!.from;
    quarterStart <= LAST_NOTIFIED;
    quarterStart = nextQuarter(quarterStart)
  ) {
    const revision = REVISIONS.find((entry) => entry.from === quarterStart);
    if (revision) {
      rates = { ...rates, ...revision.rates };
      kvpMonths = revision.kvpMonths ?? kvpMonths;
    }
    quarters.push({ quarterStart, rates, kvpMonths });
  }
  return quarters;
}

/** The notified rates, oldest quarter first. */
export const SCHEME_RATE_HISTORY: readonly SchemeRateQuarter[] = everyQuarter();
