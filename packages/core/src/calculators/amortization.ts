import { roundRupees } from "../format/money.ts";
import { monthlyEmi } from "./home-loan.ts";

export type ExtraPaymentFrequency = "monthly" | "yearly";

export interface AmortizationInput {
  principal: number;
  /** Annual rate in percent. */
  rate: number;
  /** Years. */
  tenure: number;
  extraPaymentAmount: number;
  extraPaymentFrequency: ExtraPaymentFrequency;
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

export interface AmortizationResult {
  emi: number;
  schedule: ScheduleRow[];
  regular: ScheduleTotals;
  withExtra: ScheduleTotals;
  interestSaved: number;
  monthsSaved: number;
}

// Below a paisa the loan is paid off; float residue must not create an extra month.
const PAID_OFF = 0.005;

/** The month-by-month schedule; the extra amount goes every month or every 12th month, never past the balance. */
export function amortizationSchedule(input: AmortizationInput): ScheduleRow[] {
  const months = Math.round(input.tenure * 12);
  const i = input.rate / 1200;
  const emi = monthlyEmi(input.principal, input.rate, months);
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
      input.extraPaymentFrequency === "monthly" || month % 12 === 0
        ? input.extraPaymentAmount
        : 0;
    const extraPayment = Math.max(0, Math.min(extraDue, balance));
    balance -= extraPayment;
    if (balance < PAID_OFF) balance = 0;
    cumulativeInterest += interest;
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
  return rows;
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

/** The schedule with extra payments beside the plain one, and what the extra payments save. */
export function amortization(input: AmortizationInput): AmortizationResult {
  const schedule = amortizationSchedule(input);
  const regular = totals(
    amortizationSchedule({ ...input, extraPaymentAmount: 0 }),
  );
  const withExtra = totals(schedule);
  return {
    emi: monthlyEmi(input.principal, input.rate, Math.round(input.tenure * 12)),
    schedule,
    regular,
    withExtra,
    interestSaved: roundRupees(regular.totalInterest - withExtra.totalInterest),
    monthsSaved: regular.months - withExtra.months,
  };
}

/** Written by format/period.ts, beside the other periods. */
export { formatMonths } from "../format/period.ts";
