import type {
  ChoiceShape,
  InputValues,
  SliderShape,
} from "@kosh/core/calculators/slider-config";
import type { ApiCalculatorSlug } from "@kosh/core/calculators/calculator-registry";
import type { CalculatorApi } from "@kosh/core/calculators/calculator-detail";
import type {
  GrowthYear,
  WithdrawalYear,
} from "@kosh/core/calculators/calculator-formulas";
import type { CalculationType } from "@kosh/core/history/history-record";

/** A calculator's figures: every field a number of rupees. */
export type CalculatorResult<R> = Record<keyof R, number>;

/** Invested against returns, labelled as the results are, and the year-by-year rows. */
export interface GrowthBreakdown {
  investedLabel: string;
  returnsLabel: string;
  invested: number;
  returns: number;
  years: GrowthYear[];
}

/** What was withdrawn against what is left, labelled as the results are, and the year-end rows. */
export interface WithdrawalBreakdown {
  withdrawnLabel: string;
  leftLabel: string;
  withdrawn: number;
  left: number;
  years: WithdrawalYear[];
}

/**
 * Everything that differs between the calculators the server answers; the page is the same for
 * all. Built from the registry (calculator-definitions.ts); its words are in the calculators'
 * dictionaries under its slug (core's calculators/messages).
 */
export interface CalculatorDefinition<
  F extends readonly SliderShape[],
  R extends CalculatorResult<R>,
> {
  /** The calculator's slug, which names its endpoint (`calculateEndpoints[slug]` in core) and its words. */
  slug: ApiCalculatorSlug;
  fields: F;
  /** Its inputs chosen among a few options (PPF's frequency), shown after the sliders. */
  choices?: readonly ChoiceShape[];
  /** The same formula the server runs, used when the server cannot be reached. */
  compute: (values: InputValues) => R;
  /** The results (docs/product.md#calculator-results), headline first, each labelled `<slug>.result.<key>`. */
  results: readonly (keyof R & string)[];
  /** Invested-vs-returns (two of the results) and year by year, for SIP, FD and RD. */
  growth?: (
    values: InputValues,
    result: R,
  ) => Omit<GrowthBreakdown, "investedLabel" | "returnsLabel"> & {
    investedKey: keyof R & string;
    returnsKey: keyof R & string;
  };
  /** Withdrawn-vs-left (two of the results) and year by year, for the SWP. */
  withdrawals?: (
    values: InputValues,
    result: R,
  ) => Omit<WithdrawalBreakdown, "withdrawnLabel" | "leftLabel"> & {
    withdrawnKey: keyof R & string;
    leftKey: keyof R & string;
  };
  /** Results shown only while a choice has one of some options (FD's interest per payout). */
  onlyWith?: CalculatorApi["onlyWith"];
  /** Results that count whole months, not rupees (the months an SWP paid in full). */
  months?: readonly (keyof R & string)[];
  /** SIP and FD keep their calculations in history (docs/product.md#history). */
  history?: { type: CalculationType };
}
