import { roundRupees } from "../format/money.ts";

/** How often interest is added to the balance, and how many times a year. */
export const COMPOUNDINGS = {
  yearly: 1,
  "half-yearly": 2,
  quarterly: 4,
  monthly: 12,
} as const;
export type Compounding = keyof typeof COMPOUNDINGS;
export const COMPOUNDING_OPTIONS = [
  "yearly",
  "half-yearly",
  "quarterly",
  "monthly",
] as const satisfies readonly Compounding[];

export interface CompoundInterestInput {
  principal: number;
  rate: number;
  /** Years. */
  time: number;
  /** How often interest compounds; yearly when not said (docs/product.md#formulas-and-known-answers). */
  frequency?: Compounding;
}

export interface CompoundInterestResult {
  compoundInterest: number;
  compoundAmount: number;
  principal: number;
}

/** `P·(1 + r/(100·n))^(n·t)`, n compoundings a year: the textbook rule, fractions of a period allowed. */
export function compoundInterest({
  principal,
  rate,
  time,
  frequency = "yearly",
}: CompoundInterestInput): CompoundInterestResult {
  const n = COMPOUNDINGS[frequency];
  const amount = principal * (1 + rate / (100 * n)) ** (n * time);
  return {
    compoundInterest: roundRupees(amount - principal),
    compoundAmount: roundRupees(amount),
    principal: roundRupees(principal),
  };
}
