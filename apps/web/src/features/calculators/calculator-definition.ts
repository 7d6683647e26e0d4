import type {
  FieldValues,
  SliderConfig,
} from "@kosh/core/calculators/slider-config";
import type { ApiCalculatorSlug } from "@kosh/core/calculators/calculator-registry";
import type { GrowthYear } from "@kosh/core/calculators/calculator-formulas";
import type { CalculationType } from "@kosh/core/history/history-record";

/** A calculator's figures: every field a number of rupees. */
export type CalculatorResult<R> = Record<keyof R, number>;

export interface GrowthBreakdown {
  investedLabel: string;
  returnsLabel: string;
  invested: number;
  returns: number;
  years: GrowthYear[];
}

/**
 * Everything that differs between the calculators the server answers; the page is the same for
 * all. Built from the registry (calculator-definitions.ts).
 */
export interface CalculatorDefinition<
  F extends readonly SliderConfig[],
  R extends CalculatorResult<R>,
> {
  title: string;
  intro: string;
  /** The calculator's slug, which names its endpoint (`calculateEndpoints[slug]` in core). */
  slug: ApiCalculatorSlug;
  fields: F;
  /** The same formula the server runs, used when the server cannot be reached. */
  compute: (values: FieldValues<F>) => R;
  /** Result labels (docs/product.md#calculator-results), headline first. */
  results: readonly { key: keyof R & string; label: string }[];
  /** Invested-vs-returns and year by year, for SIP, FD and RD. */
  growth?: (values: FieldValues<F>, result: R) => GrowthBreakdown;
  /** SIP and FD keep their calculations in history (docs/product.md#history). */
  history?: {
    type: CalculationType;
    title: string;
    toastTitle: string;
    toastMessage: (result: R) => string;
  };
}
