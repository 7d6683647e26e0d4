import { z } from "zod";

/** Largest amount any calculator accepts: ₹10,000 crore. */
export const MAX_AMOUNT = 1e11;
export const MAX_RATE = 50;
export const MAX_YEARS = 50;

/**
 * A positive, bounded number whose every message names the field (the web shows them as written).
 * Checks rather than refinements, so the bounds also appear in the OpenAPI document.
 */
function boundedNumber(
  field: string,
  max: number,
  unit: string,
  description: string,
) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is required`
          : `${field} must be a number`,
    })
    .gt(0, { error: `${field} must be greater than 0`, abort: true })
    .max(max, { error: `${field} must be at most ${unit}` })
    .meta({ description });
}

const amount = (field: string, description = "Rupees") =>
  boundedNumber(field, MAX_AMOUNT, "₹10,000 crore (100000000000)", description);
const rate = (field: string) =>
  boundedNumber(field, MAX_RATE, "50%", "Annual interest rate, in percent");
const years = (field: string) =>
  boundedNumber(field, MAX_YEARS, "50 years", "Years; fractions allowed");
/** For calculators that count whole months: a period under half a month would round to none. */
const monthsInYears = (field: string) =>
  years(field)
    .min(1 / 12, { error: `${field} must be at least 1 month (1/12 year)` })
    .meta({ description: "Years, counted in whole months" });

export const homeLoanRequest = z.strictObject({
  principal: amount("principal"),
  rate: rate("rate"),
  tenure: monthsInYears("tenure"),
});

export const sipRequest = z.strictObject({
  monthlyInvestment: amount("monthlyInvestment", "Rupees invested each month"),
  expectedReturn: rate("expectedReturn"),
  timePeriod: monthsInYears("timePeriod"),
});

export const fdRequest = z.strictObject({
  principal: amount("principal"),
  rate: rate("rate"),
  tenure: years("tenure"),
});

export const rdRequest = z.strictObject({
  monthlyDeposit: amount("monthlyDeposit", "Rupees deposited each month"),
  rate: rate("rate"),
  tenure: monthsInYears("tenure"),
});

export const simpleInterestRequest = z.strictObject({
  principal: amount("principal"),
  rate: rate("rate"),
  time: years("time"),
});

export const compoundInterestRequest = z.strictObject({
  principal: amount("principal"),
  rate: rate("rate"),
  time: years("time"),
});

const rupees = z.number().int();

export const homeLoanResponse = z.object({
  emi: rupees,
  totalAmount: rupees,
  totalInterest: rupees,
  principal: rupees,
});
export const sipResponse = z.object({
  maturityAmount: rupees,
  totalInvestment: rupees,
  totalReturns: rupees,
});
export const fdResponse = z.object({
  maturityAmount: rupees,
  interestEarned: rupees,
  principal: rupees,
});
export const rdResponse = z.object({
  maturityAmount: rupees,
  totalDeposits: rupees,
  interestEarned: rupees,
});
export const simpleInterestResponse = z.object({
  simpleInterest: rupees,
  totalAmount: rupees,
  principal: rupees,
});
export const compoundInterestResponse = z.object({
  compoundInterest: rupees,
  compoundAmount: rupees,
  principal: rupees,
});
