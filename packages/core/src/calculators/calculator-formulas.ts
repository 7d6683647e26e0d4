import type { ApiCalculatorSlug } from "./calculator-registry.ts";
import type { InputValues } from "./slider-config.ts";
import type { SwpYear } from "./swp.ts";

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
 * so each formula keeps its own named input type (SipInput…); loadFormula gives them their figures.
 */
interface FormulaFunctions {
  compute(values: object): object;
  /** The year-end rows of the page's growth table, for an entry with `api.growth`. */
  byYear?(values: object): GrowthYear[];
  /** The year-end rows of the page's withdrawals table, for an entry with `api.withdrawals`. */
  withdrawalsByYear?(values: object): WithdrawalYear[];
}

/**
 * A formula as its callers use it: the sliders' numbers and the choices' options in, whole-rupee
 * figures out (a list of them for a result in `api.lists`).
 */
export interface CalculatorFormula {
  compute: (values: InputValues) => Record<string, number>;
  byYear?: (values: InputValues) => GrowthYear[];
  withdrawalsByYear?: (values: InputValues) => WithdrawalYear[];
}

/**
 * The formula of each calculator the server answers, by slug: the heavy half of its registry entry
 * (calculator-registry.ts), kept apart so the menus of every page do not carry every formula, and
 * each loaded on its own, so a calculator's page carries its formula and no other's. The server
 * runs them; a calculator page runs the same one when the server cannot be reached.
 */
export const CALCULATOR_FORMULAS = {
  "home-loan": () =>
    import("./home-loan.ts").then((m) => ({ compute: m.homeLoan })),
  sip: () =>
    import("./sip.ts").then((m) => ({ compute: m.sip, byYear: m.sipByYear })),
  "step-up-sip": () =>
    import("./step-up-sip.ts").then((m) => ({
      compute: m.stepUpSip,
      byYear: m.stepUpSipByYear,
    })),
  "goal-sip": () =>
    import("./goal-sip.ts").then((m) => ({
      compute: m.goalSip,
      byYear: m.goalSipByYear,
    })),
  lumpsum: () =>
    import("./lumpsum.ts").then((m) => ({
      compute: m.lumpsum,
      byYear: m.lumpsumByYear,
    })),
  swp: () =>
    import("./swp.ts").then((m) => ({
      compute: m.swp,
      withdrawalsByYear: m.swpByYear,
    })),
  fd: () =>
    import("./fixed-deposit.ts").then((m) => ({
      compute: m.fixedDeposit,
      byYear: m.fixedDepositByYear,
    })),
  rd: () =>
    import("./recurring-deposit.ts").then((m) => ({
      compute: m.recurringDeposit,
      byYear: m.recurringDepositByYear,
    })),
  ppf: () =>
    import("./ppf.ts").then((m) => ({ compute: m.ppf, byYear: m.ppfByYear })),
  "sukanya-samriddhi": () =>
    import("./sukanya-samriddhi.ts").then((m) => ({
      compute: m.sukanyaSamriddhi,
      byYear: m.sukanyaSamriddhiByYear,
    })),
  nsc: () =>
    import("./nsc.ts").then((m) => ({ compute: m.nsc, byYear: m.nscByYear })),
  kvp: () => import("./kvp.ts").then((m) => ({ compute: m.kvp })),
  scss: () => import("./scss.ts").then((m) => ({ compute: m.scss })),
  "post-office-mis": () =>
    import("./post-office-mis.ts").then((m) => ({ compute: m.postOfficeMis })),
  "post-office-td": () =>
    import("./post-office-td.ts").then((m) => ({ compute: m.postOfficeTd })),
  "simple-interest": () =>
    import("./simple-interest.ts").then((m) => ({
      compute: m.simpleInterest,
    })),
  "compound-interest": () =>
    import("./compound-interest.ts").then((m) => ({
      compute: m.compoundInterest,
    })),
} as const satisfies Record<ApiCalculatorSlug, () => Promise<FormulaFunctions>>;

/** The formula of a calculator the server answers, loaded. */
export async function loadFormula(
  slug: ApiCalculatorSlug,
): Promise<CalculatorFormula> {
  // Every formula returns an object of numbers: its result interface, checked by known-answers.test.ts.
  return (await CALCULATOR_FORMULAS[
    slug
  ]()) as FormulaFunctions as CalculatorFormula;
}
