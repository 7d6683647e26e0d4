import {
  loadFormula,
  type CalculatorFormula,
} from "@kosh/core/calculators/calculator-formulas";
import {
  calculatorEntry,
  type ApiCalculatorSlug,
  type CalculatorApi,
} from "@kosh/core/calculators/calculator-registry";
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
 * The page of a calculator the server answers, from its registry entry (calculator-registry.ts)
 * and its formula (calculator-formulas.ts), which loads on its own: a page carries no other
 * calculator's formula. Loaded once; `calculatorDefinition` then gives it at once.
 */
export async function loadCalculatorDefinition(
  slug: ApiCalculatorSlug,
): Promise<Definition> {
  const known = loaded.get(slug);
  if (known) return known;
  const entry = calculatorEntry(slug);
  const api = entry.api!;
  const { compute, byYear, withdrawalsByYear } = await loadFormula(slug);
  const definition: Definition = {
    slug,
    fields: entry.fields,
    compute,
    results: api.results,
    growth: growthOf(api.growth, byYear),
    withdrawals: withdrawalsOf(api.withdrawals, withdrawalsByYear),
    months: api.months,
    // An entry that saves has a `history` part, so its slug is a CalculationType.
    history: entry.history?.saves
      ? { type: slug as CalculationType }
      : undefined,
  };
  loaded.set(slug, definition);
  return definition;
}

/** A calculator's page definition once `loadCalculatorDefinition` has loaded it (a route's `ready`). */
export function calculatorDefinition(slug: ApiCalculatorSlug): Definition {
  const definition = loaded.get(slug);
  if (!definition) throw new Error(`The formula of ${slug} is not loaded`);
  return definition;
}
