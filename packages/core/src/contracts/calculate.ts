import { z } from 'zod';

/** Largest amount any calculator accepts: ₹10,000 crore. */
export const MAX_AMOUNT = 1e11;
export const MAX_RATE = 50;
export const MAX_YEARS = 50;

function boundedNumber(field: string, max: number, unit: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be a number`,
    })
    .refine(Number.isFinite, { error: `${field} must be a finite number` })
    .refine((value) => value > 0, { error: `${field} must be greater than 0`, abort: true })
    .refine((value) => value <= max, { error: `${field} must be at most ${unit}` });
}

const amount = (field: string) => boundedNumber(field, MAX_AMOUNT, '₹10,000 crore (100000000000)');
const rate = (field: string) => boundedNumber(field, MAX_RATE, '50%');
const years = (field: string) => boundedNumber(field, MAX_YEARS, '50 years');

export const homeLoanRequest = z.strictObject({
  principal: amount('principal'),
  rate: rate('rate'),
  tenure: years('tenure'),
});

export const sipRequest = z.strictObject({
  monthlyInvestment: amount('monthlyInvestment'),
  expectedReturn: rate('expectedReturn'),
  timePeriod: years('timePeriod'),
});

export const fdRequest = z.strictObject({
  principal: amount('principal'),
  rate: rate('rate'),
  tenure: years('tenure'),
});

export const rdRequest = z.strictObject({
  monthlyDeposit: amount('monthlyDeposit'),
  rate: rate('rate'),
  tenure: years('tenure'),
});

export const simpleInterestRequest = z.strictObject({
  principal: amount('principal'),
  rate: rate('rate'),
  time: years('time'),
});

export const compoundInterestRequest = z.strictObject({
  principal: amount('principal'),
  rate: rate('rate'),
  time: years('time'),
});

const rupees = z.number().int();

export const homeLoanResponse = z.object({ emi: rupees, totalAmount: rupees, totalInterest: rupees, principal: rupees });
export const sipResponse = z.object({ maturityAmount: rupees, totalInvestment: rupees, totalReturns: rupees });
export const fdResponse = z.object({ maturityAmount: rupees, interestEarned: rupees, principal: rupees });
export const rdResponse = z.object({ maturityAmount: rupees, totalDeposits: rupees, interestEarned: rupees });
export const simpleInterestResponse = z.object({ simpleInterest: rupees, totalAmount: rupees, principal: rupees });
export const compoundInterestResponse = z.object({ compoundInterest: rupees, compoundAmount: rupees, principal: rupees });
