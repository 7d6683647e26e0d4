import type { ApiCalculatorSlug } from "./calculator-registry.ts";
import { compoundInterest } from "./compound-interest.ts";
import { fixedDeposit, fixedDepositByYear } from "./fixed-deposit.ts";
import { homeLoan } from "./home-loan.ts";
import {
  recurringDeposit,
  recurringDepositByYear,
} from "./recurring-deposit.ts";
import { goalSip, goalSipByYear } from "./goal-sip.ts";
import { lumpsum, lumpsumByYear } from "./lumpsum.ts";
import { simpleInterest } from "./simple-interest.ts";
import { sip, sipByYear } from "./sip.ts";
import { stepUpSip, stepUpSipByYear } from "./step-up-sip.ts";
import { swp, swpByYear, type SwpYear } from "./swp.ts";

/** A year-end point of a deposit or SIP: what went in and what it is worth. */
export interface GrowthYear {
  year: number;
  invested: number;
  value: number;
}

/** A year-end point of withdrawals from a corpus: withdrawn so far and what is left. */
export type WithdrawalYear = SwpYear;

/**
 * A calculator's formula, from the request's fields to the answer's figures. Methods on `object`,
 * so each formula keeps its own named input type (SipInput…); formulaOf gives them their figures.
 */
interface FormulaFunctions {
  compute(values: object): object;
  /** The year-end rows of the page's growth table, for an entry with `api.growth`. */
  byYear?(values: object): GrowthYear[];
  /** The year-end rows of the page's withdrawals table, for an entry with `api.withdrawals`. */
  withdrawalsByYear?(values: object): WithdrawalYear[];
}

/** A formula as its callers use it: the fields' numbers in, whole-rupee figures out. */
export interface CalculatorFormula {
  compute: (values: Readonly<Record<string, number>>) => Record<string, number>;
  byYear?: (values: Readonly<Record<string, number>>) => GrowthYear[];
  withdrawalsByYear?: (
    values: Readonly<Record<string, number>>,
  ) => WithdrawalYear[];
}

/**
 * The formula of each calculator the server answers, by slug: the heavy half of its registry entry
 * (calculator-registry.ts), kept apart so the menus of every page do not carry every formula. The
 * server runs them; a calculator page runs the same one when the server cannot be reached.
 */
export const CALCULATOR_FORMULAS = {
  "home-loan": { compute: homeLoan },
  sip: { compute: sip, byYear: sipByYear },
  "step-up-sip": { compute: stepUpSip, byYear: stepUpSipByYear },
  "goal-sip": { compute: goalSip, byYear: goalSipByYear },
  lumpsum: { compute: lumpsum, byYear: lumpsumByYear },
  swp: { compute: swp, withdrawalsByYear: swpByYear },
  fd: { compute: fixedDeposit, byYear: fixedDepositByYear },
  rd: { compute: recurringDeposit, byYear: recurringDepositByYear },
  "simple-interest": { compute: simpleInterest },
  "compound-interest": { compute: compoundInterest },
} as const satisfies Record<ApiCalculatorSlug, FormulaFunctions>;

/** The formula of a calculator the server answers. */
export function formulaOf(slug: ApiCalculatorSlug): CalculatorFormula {
  // Every formula returns an object of numbers: its result interface, checked by known-answers.test.ts.
  return CALCULATOR_FORMULAS[slug] as FormulaFunctions as CalculatorFormula;
}
