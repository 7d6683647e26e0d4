import { roundRupees } from "../format/money.ts";

export interface FdInput {
  principal: number;
  /** Annual rate in percent. */
  rate: number;
  /** Years; fractions allowed (0.25 is three months, 444 days is 444/365). */
  tenure: number;
}

/** How often a payout deposit pays its interest out. */
export const FD_PAYOUTS = ["monthly", "quarterly"] as const;
export type FdPayout = (typeof FD_PAYOUTS)[number];

/** How the deposit pays its interest: added to it and paid at maturity, or paid out. */
export const FD_INTEREST_OPTIONS = ["cumulative", ...FD_PAYOUTS] as const;
export type FdInterest = (typeof FD_INTEREST_OPTIONS)[number];

/** The page's and the API's inputs: the deposit, and how it pays (cumulative when not said). */
export interface FdPageInput extends FdInput {
  payout?: FdInterest;
}

export interface FdResult {
  /** What the deposit pays at maturity: grown, or for a payout deposit the principal. */
  maturityAmount: number;
  /** All the interest over the term, paid out or added. */
  interestEarned: number;
  principal: number;
  /** What each payout pays; 0 for a cumulative deposit, which pays none. */
  interestPerPayout: number;
}

export interface DepositYear {
  year: number;
  invested: number;
  value: number;
}

/** Months in a quarter: banks compound fixed deposits every quarter. */
const QUARTER_MONTHS = 3;

/**
 * The bank's rule for a cumulative deposit (docs/product.md#formulas-and-known-answers): the
 * balance compounds once per complete period of `periodMonths` at rate/100 × months/12, then earns
 * simple interest on that balance for the time after the last complete period (`tailYears`, days
 * counted over 365). The dashboard's deposits and the FD calculator both count through here.
 */
export function compoundedThenSimple(
  principal: number,
  annualRate: number,
  periodMonths: number,
  periods: number,
  tailYears: number,
): number {
  const balance =
    principal * (1 + (annualRate / 1200) * periodMonths) ** periods;
  return balance * (1 + (annualRate / 100) * tailYears);
}

/**
 * Interest a payout deposit pays every `months` months: the quarterly rate compounded over the
 * period (monthly, the "discounted" monthly interest banks pay; docs/product.md#interest-schedules).
 */
export function interestPerPayout(
  principal: number,
  rate: number,
  months: number,
): number {
  return principal * ((1 + rate / 400) ** (months / QUARTER_MONTHS) - 1);
}

/** The months between two payouts. */
const FD_PAYOUT_MONTHS: Readonly<Record<FdPayout, number>> = {
  monthly: 1,
  quarterly: QUARTER_MONTHS,
};

export interface FdPayoutResult {
  /** Interest paid every period (the last one, for a period cut short, pro rata). */
  interestPerPayout: number;
  /** Every payout, the last part-period one included. */
  payouts: number;
  totalInterest: number;
  /** The deposit returned at maturity: the principal. */
  maturityAmount: number;
}

/**
 * A payout deposit as banks pay it (docs/product.md#interest-schedules): `interestPerPayout` every
 * period, the principal returned at maturity, and for a term that is not a whole number of periods
 * a last payout pro rata for the part period, as the dashboard's depositPayouts counts it by days.
 */
export function fixedDepositPayout(
  { principal, rate, tenure }: FdInput,
  payout: FdPayout,
): FdPayoutResult {
  const months = FD_PAYOUT_MONTHS[payout];
  const each = interestPerPayout(principal, rate, months);
  const periods = (tenure * 12) / months;
  const whole = Math.floor(periods + 1e-9);
  const part = Math.max(0, periods - whole);
  return {
    interestPerPayout: roundRupees(each),
    payouts: whole + (part > 1e-9 ? 1 : 0),
    totalInterest: roundRupees(each * (whole + part)),
    maturityAmount: roundRupees(principal),
  };
}

/** A term in years: its complete quarters (with slack for 18/12 in floating point), then the rest. */
function fdValue(principal: number, annualRate: number, years: number): number {
  const quarters = Math.floor((years * 12) / QUARTER_MONTHS + 1e-9);
  const tail = Math.max(0, years - (quarters * QUARTER_MONTHS) / 12);
  return compoundedThenSimple(
    principal,
    annualRate,
    QUARTER_MONTHS,
    quarters,
    tail,
  );
}

/**
 * A fixed deposit as banks count it: complete quarters compounded, the days after them simple; or,
 * paying its interest out every month or quarter, the payouts and the principal returned.
 */
export function fixedDeposit({
  principal,
  rate,
  tenure,
  payout = "cumulative",
}: FdPageInput): FdResult {
  if (payout !== "cumulative") {
    const paid = fixedDepositPayout({ principal, rate, tenure }, payout);
    return {
      maturityAmount: paid.maturityAmount,
      interestEarned: paid.totalInterest,
      principal: roundRupees(principal),
      interestPerPayout: paid.interestPerPayout,
    };
  }
  const maturity = fdValue(principal, rate, tenure);
  return {
    maturityAmount: roundRupees(maturity),
    interestEarned: roundRupees(maturity - principal),
    principal: roundRupees(principal),
    interestPerPayout: 0,
  };
}

/**
 * Year by year, what the deposit has brought: its value with the interest added, or for a payout
 * deposit the principal and the interest paid out by then.
 */
export function fixedDepositByYear({
  principal,
  rate,
  tenure,
  payout = "cumulative",
}: FdPageInput): DepositYear[] {
  const rows: DepositYear[] = [];
  for (let y = 1; y < tenure + 1; y += 1) {
    const upTo = Math.min(y, tenure);
    const value =
      payout === "cumulative"
        ? fdValue(principal, rate, upTo)
        : principal +
          fixedDepositPayout({ principal, rate, tenure: upTo }, payout)
            .totalInterest;
    rows.push({
      year: Math.round(upTo * 100) / 100,
      invested: roundRupees(principal),
      value: roundRupees(value),
    });
  }
  return rows;
}
