import { roundRupees } from "../format/money.ts";
import { monthlyEmi } from "./home-loan.ts";

export type ExtraPaymentFrequency = "monthly" | "yearly";

/** A one-off prepayment, paid after the EMI of its month (1 = the first EMI's). */
export interface LumpSum {
  month: number;
  amount: number;
}

/** At most this many lump sums (docs/product.md#home-loan-with-extra-payments). */
export const MOST_LUMP_SUMS = 20;

export interface AmortizationInput {
  principal: number;
  /** Annual rate in percent. */
  rate: number;
  /** Years. */
  tenure: number;
  extraPaymentAmount: number;
  extraPaymentFrequency: ExtraPaymentFrequency;
  /** One-off prepayments beside the regular extra payment; none when left out. */
  lumpSums?: readonly LumpSum[];
}

/** One month of the schedule, unrounded; round for display with `roundRupees`. */
export interface ScheduleRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  extraPayment: number;
  balance: number;
  cumulativeInterest: number;
}

export interface ScheduleTotals {
  months: number;
  totalInterest: number;
  totalPayment: number;
}

/** What the prepayments lead to under one of the bank's two choices, against paying only the EMI. */
export interface PrepaymentOutcome extends ScheduleTotals {
  /** The EMI in force at the end: the original when the EMI is kept, the last one re-set when the tenure is. */
  emi: number;
  interestSaved: number;
  monthsSaved: number;
}

export interface AmortizationResult {
  emi: number;
  /** The schedule when each prepayment shortens the loan and the EMI stays. */
  schedule: ScheduleRow[];
  regular: ScheduleTotals;
  withExtra: ScheduleTotals;
  interestSaved: number;
  monthsSaved: number;
  /** The bank's two choices after a prepayment, side by side: keep the EMI, or keep the tenure. */
  keepEmi: PrepaymentOutcome;
  keepTenure: PrepaymentOutcome;
}

// Below a paisa the loan is paid off; float residue must not create an extra month.
const PAID_OFF = 0.005;

/**
 * The month-by-month schedule; the extra amount goes every month or every 12th month, and each lump
 * sum in its month, never past the balance. After a prepayment the EMI stays and the loan ends
 * sooner, or, with `keepTenure`, the EMI is worked out again for the balance over the months left
 * (docs/product.md#home-loan-with-extra-payments).
 */
function runSchedule(
  input: AmortizationInput,
  keepTenure: boolean,
): { rows: ScheduleRow[]; emi: number } {
  const months = Math.round(input.tenure * 12);
  const i = input.rate / 1200;
  let emi = monthlyEmi(input.principal, input.rate, months);
  const lumpSums = new Map<number, number>();
  for (const { month, amount } of input.lumpSums ?? [])
    lumpSums.set(month, (lumpSums.get(month) ?? 0) + amount);
  const rows: ScheduleRow[] = [];
  let balance = input.principal;
  let cumulativeInterest = 0;
  for (let month = 1; month <= months && balance > PAID_OFF; month += 1) {
    const interest = balance * i;
    // The last scheduled month clears whatever float residue is left.
    const payment =
      month === months ? balance + interest : Math.min(emi, balance + interest);
    const principalPart = payment - interest;
    balance -= principalPart;
    const extraDue =
      (input.extraPaymentFrequency === "monthly" || month % 12 === 0
        ? input.extraPaymentAmount
        : 0) + (lumpSums.get(month) ?? 0);
    const extraPayment = Math.max(0, Math.min(extraDue, balance));
    balance -= extraPayment;
    if (balance < PAID_OFF) balance = 0;
    cumulativeInterest += interest;
    if (keepTenure && extraPayment > 0 && balance > 0 && month < months)
      emi = monthlyEmi(balance, input.rate, months - month);
    rows.push({
      month,
      payment,
      principal: principalPart,
      interest,
      extraPayment,
      balance,
      cumulativeInterest,
    });
  }
  return { rows, emi };
}

/** The month-by-month schedule when each prepayment shortens the loan and the EMI stays. */
export function amortizationSchedule(input: AmortizationInput): ScheduleRow[] {
  return runSchedule(input, false).rows;
}

/** The schedule when each prepayment lowers the EMI and the loan keeps its tenure, and the EMI it ends at. */
export function keepTenureSchedule(input: AmortizationInput): {
  rows: ScheduleRow[];
  emi: number;
} {
  return runSchedule(input, true);
}

function totals(schedule: ScheduleRow[]): ScheduleTotals {
  let totalPayment = 0;
  for (const row of schedule) totalPayment += row.payment + row.extraPayment;
  return {
    months: schedule.length,
    totalInterest: schedule.at(-1)?.cumulativeInterest ?? 0,
    totalPayment,
  };
}

function outcome(
  regular: ScheduleTotals,
  rows: ScheduleRow[],
  emi: number,
): PrepaymentOutcome {
  const figures = totals(rows);
  return {
    ...figures,
    emi,
    interestSaved: roundRupees(regular.totalInterest - figures.totalInterest),
    monthsSaved: regular.months - figures.months,
  };
}

/** The schedule with extra payments beside the plain one, what the extra payments save, and the bank's two choices. */
export function amortization(input: AmortizationInput): AmortizationResult {
  const schedule = amortizationSchedule(input);
  const regular = totals(
    amortizationSchedule({ ...input, extraPaymentAmount: 0, lumpSums: [] }),
  );
  const emi = monthlyEmi(
    input.principal,
    input.rate,
    Math.round(input.tenure * 12),
  );
  const keepEmi = outcome(regular, schedule, emi);
  const tenureKept = keepTenureSchedule(input);
  return {
    emi,
    schedule,
    regular,
    withExtra: totals(schedule),
    interestSaved: keepEmi.interestSaved,
    monthsSaved: keepEmi.monthsSaved,
    keepEmi,
    keepTenure: outcome(regular, tenureKept.rows, tenureKept.emi),
  };
}

/** A calendar year (January–December) or a financial year (April–March, named by the year it starts in). */
export type YearBasis = "calendar" | "financial";

/** What a year of the schedule paid, and the balance at its end. */
export interface LoanYear {
  /** The calendar year, or the year a financial year starts in (2026 is FY 2026–27). */
  year: number;
  /** EMIs paid in it (fewer in the first and last years). */
  months: number;
  /** Principal repaid, prepayments included (what section 80C counts). */
  principal: number;
  /** Interest paid (what section 24(b) counts). */
  interest: number;
  balance: number;
}

/**
 * The schedule by calendar or financial year, its first EMI in `firstMonth` (1–12) of `firstYear`:
 * principal and interest paid in each, the way a tax return's deductions are figured
 * (docs/product.md#home-loan-by-year). Unrounded, as the schedule is.
 */
export function scheduleByYear(
  schedule: readonly ScheduleRow[],
  firstYear: number,
  firstMonth: number,
  basis: YearBasis,
): LoanYear[] {
  const years: LoanYear[] = [];
  const first = firstYear * 12 + firstMonth - 1;
  for (const row of schedule) {
    const at = first + row.month - 1;
    const calendarYear = Math.floor(at / 12);
    // April is month index 3: January to March belong to the financial year begun the April before.
    const year =
      basis === "calendar" || at % 12 >= 3 ? calendarYear : calendarYear - 1;
    let last = years.at(-1);
    if (last?.year !== year) {
      last = { year, months: 0, principal: 0, interest: 0, balance: 0 };
      years.push(last);
    }
    last.months += 1;
    last.principal += row.principal + row.extraPayment;
    last.interest += row.interest;
    last.balance = row.balance;
  }
  return years;
}

/** Written by format/period.ts, beside the other periods. */
export { formatMonths } from "../format/period.ts";
