import type { CalculatorSlug } from "@kosh/core/calculators/calculator-list";
import type { ComponentType } from "react";
import { loadCalculatorDefinition } from "../../features/calculators/calculator-definitions.ts";
import { StandardCalculator } from "../../features/calculators/standard-calculator.tsx";

const pages = new Map<CalculatorSlug, ComponentType>();

/**
 * The page of a calculator the server answers that has no route module of its own
 * (docs/architecture.md#adding-a-calculator): the standard page with its registry entry, once its
 * formula is in. One component per calculator, so loading it twice gives the same one.
 */
export async function standardCalculatorPage(
  slug: CalculatorSlug,
): Promise<ComponentType> {
  let page = pages.get(slug);
  if (!page) {
    const definition = await loadCalculatorDefinition(slug);
    page = function StandardCalculatorRoute() {
      return <StandardCalculator definition={definition} />;
    };
    pages.set(slug, page);
  }
  return page;
}
