import {
  CALCULATOR_FORMULAS,
  loadFormula,
  type CalculatorFormula,
} from "@kosh/core/calculators/calculator-formulas";
import type { CalculatorApi } from "@kosh/core/calculators/calculator-detail";
import {
  loadCalculatorDetail,
  type ApiCalculatorSlug,
  type CalculatorSlug,
} from "@kosh/core/calculators/calculator-list";
import type { SliderShape } from "@kosh/core/calculators/slider-config";
import type { CalculationType } from "@kosh/core/history/history-record";
import type { CalculatorDefinition } from "./calculator-definition.ts";

type Definition = CalculatorDefinition<
  readonly SliderShape[],
  Record<string, number>
>;

/** Invested-vs-returns and the year table, from the entry's two results and the formula's rows. */
function growthOf(
  growth: CalculatorApi["growth"],
  byYear: CalculatorFormula["byYear"],
): Definition["growth"] {
  if (!growth || !byYear) return undefined;
  return (values, result) => ({
    investedKey: growth.invested,
    returnsKey: growth.returns,
    invested: result[growth.invested]!,
    returns: result[growth.returns]!,
    years: byYear(values),
  });
}

/** Withdrawn-vs-left and the year table, from the entry's two results and the formula's rows. */
function withdrawalsOf(
  withdrawals: CalculatorApi["withdrawals"],
  byYear: CalculatorFormula["withdrawalsByYear"],
): Definition["withdrawals"] {
  if (!withdrawals || !byYear) return undefined;
  return (values, result) => ({
    withdrawnKey: withdrawals.withdrawn,
    leftKey: withdrawals.left,
    withdrawn: result[withdrawals.withdrawn]!,
    left: result[withdrawals.left]!,
    years: byYear(values),
  });
}

const loaded = new Map<ApiCalculatorSlug, Definition>();

/**
 * The page of a calculator the server answers, from its detail (calculator-list.ts: sliders, API,
 * history) and its formula (calculator-formulas.ts), each loading on its own: a page carries no
 * other calculator's detail or formula. Loaded once; `calculatorDefinition` then gives it at once.
 * A calculator without an `api` part has no standard page (docs/architecture.md#adding-a-calculator).
 */
export async function loadCalculatorDefinition(
  slug: CalculatorSlug,
): Promise<Definition> {
  const known = loaded.get(slug as ApiCalculatorSlug);
  if (known) return known;
  const apiSlug = slug as ApiCalculatorSlug;
  // Side by side, so the page waits one round trip for them rather than two.
  const [entry, formula] = await Promise.all([
    loadCalculatorDetail(slug),
    slug in CALCULATOR_FORMULAS ? loadFormula(apiSlug) : undefined,
  ]);
  const { api } = entry;
  if (!api || !formula) {
    throw new Error(
      `The calculator ${slug} has no page: add app/routes/calculators/${slug}.tsx`,
    );
  }
  const { compute, byYear, withdrawalsByYear } = formula;
  const definition: Definition = {
    slug: apiSlug,
    fields: entry.fields,
    choices: entry.choices,
    compute,
    // A list of rupees a year (an NSC's yearly interest) is in the answer, not among the lines.
    results: api.results.filter((key) => !api.lists?.includes(key)),
    onlyWith: api.onlyWith,
    growth: growthOf(api.growth, byYear),
    withdrawals: withdrawalsOf(api.withdrawals, withdrawalsByYear),
    months: api.months,
    // An entry that saves has a `history` part, so its slug is a CalculationType.
    history: entry.history?.saves
      ? { type: slug as CalculationType }
      : undefined,
  };
  loaded.set(apiSlug, definition);
  return definition;
}

/** A calculator's page definition once `loadCalculatorDefinition` has loaded it (a route's `ready`). */
export function calculatorDefinition(slug: ApiCalculatorSlug): Definition {
  const definition = loaded.get(slug);
  if (!definition) throw new Error(`The formula of ${slug} is not loaded`);
  return definition;
}
