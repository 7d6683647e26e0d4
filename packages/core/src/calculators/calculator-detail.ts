import type {
  ChoiceShape,
  ChoiceValue,
  MaxWhen,
  SliderShape,
} from "./slider-config.ts";

/**
 * How a request field is checked (contracts/calculate.ts): rupees, a rate in percent, years, or
 * years counted in whole months (at least one). An amount may say what its rupees are; a percent
 * between bounds that include 0 (a step-up SIP's yearly raise) says them. A scheme's rupees or years
 * may have the scheme's own bounds, a multiple they come in and a lower maximum under a choice
 * (`maxWhen`, as the slider has it). `"choice"` is one of the options of the detail's choice of the
 * same key; `"choiceOrDefault"` the same, or absent for the choice's default (a choice added after
 * the endpoint was published, so earlier requests still hold: FD's payout, compound interest's
 * compounding).
 */
export type RequestField =
  | "amount"
  | "rate"
  | "years"
  | "months"
  | "choice"
  | "choiceOrDefault"
  | { kind: "percent"; min: number; max: number; description: string }
  | {
      kind: "amount" | "years";
      description: string;
      min?: number;
      max?: number;
      multipleOf?: number;
      maxWhen?: MaxWhen;
    };

/** The part of a calculator the server answers: POST /api/calculate/<slug>. */
export interface CalculatorApi {
  /** The OpenAPI operation's summary (for developers: English only). */
  summary: string;
  /** The request body, one rule per field, in the sliders' order. */
  request: Readonly<Record<string, RequestField>>;
  /**
   * The answer's figures (whole rupees), headline first: the response contract and the page's
   * lines, each labelled `<slug>.result.<key>` in the dictionaries (messages/en.ts).
   */
  results: readonly string[];
  /** Invested against returns (two of `results`, labelled as they are), and the formula's year-by-year rows (calculator-formulas.ts byYear). */
  growth?: {
    invested: string;
    returns: string;
  };
  /**
   * What was withdrawn against what is left (two of `results`, labelled as they are), and the
   * formula's year-end rows of both (calculator-formulas.ts withdrawalsByYear): the SWP's.
   */
  withdrawals?: {
    withdrawn: string;
    left: string;
  };
  /** Results that count whole months, not rupees (the months an SWP lasted). */
  months?: readonly string[];
  /**
   * Results that are a list of rupees, one a year (an NSC's yearly interest): in the answer, not
   * among the page's lines.
   */
  lists?: readonly string[];
  /**
   * Results the page shows only while a choice has one of some options (FD's interest per payout,
   * for a deposit that pays its interest out); the answer always holds them.
   */
  onlyWith?: Readonly<
    Record<string, { choice: string; options: readonly ChoiceValue[] }>
  >;
}

/** How history lists a calculation of this calculator, and whether Calculate saves one. */
export interface CalculatorHistory {
  /** An outline icon on a 24-unit grid (an SVG path), named `<slug>.history.name`. */
  icon: string;
  /**
   * Calculate keeps a record (docs/product.md#history), titled `<slug>.history.title`, and says so
   * in a toast (`<slug>.history.toastTitle`, `.toastMessage`).
   */
  saves?: boolean;
}

/**
 * What a calculator's page and the server need beyond its place in the list (calculator-list.ts):
 * its sliders, its request rules and results. Each calculator's is a module of its
 * own (details/<slug>.ts), which its page loads and no other page does; the server and
 * calculator-registry.ts take them all (docs/architecture.md#adding-a-calculator).
 */
export interface CalculatorDetail {
  /** Its sliders, with their ranges (docs/product.md#sliders). */
  fields: readonly SliderShape[];
  /** Inputs chosen among a few options rather than slid (PPF's frequency), after the sliders. */
  choices?: readonly ChoiceShape[];
  /** Inputs that are not sliders which a link to the page carries too, after the sliders'. */
  linkOptions?: readonly string[];
  api?: CalculatorApi;
}
