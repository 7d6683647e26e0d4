import type { CalculatorSlug } from "@kosh/core/calculators/calculator-list";
import type { ComponentType } from "react";
import { loadCalculatorDefinition } from "../../features/calculators/calculator-definitions.ts";
import { isSchemePage } from "@kosh/core/schemes/scheme-pages";
import {
  schemeRateDefault,
  StandardCalculator,
} from "../../features/calculators/standard-calculator.tsx";

const pages = new Map<CalculatorSlug, ComponentType>();

/**
 * The page of a calculator the server answers that has no route module of its own
 * (docs/architecture.md#adding-a-calculator): the standard page with its registry entry, once its
 * formula is in, and on a scheme page its rate notice's part too, so the first paint holds the
 * notice rather than the page moving down when it arrives. One component per calculator, so
 * loading it twice gives the same one.
 */
export async function standardCalculatorPage(
  slug: CalculatorSlug,
): Promise<ComponentType> {
  let page = pages.get(slug);
  if (!page) {
    const [definition] = await Promise.all([
      loadCalculatorDefinition(slug),
      // Without the notice's part the page still draws; the part is asked for again when drawn.
      isSchemePage(slug)
        ? schemeRateDefault.load().catch(() => undefined)
        : undefined,
    ]);
    page = function StandardCalculatorRoute() {
      return <StandardCalculator definition={definition} />;
    };
    pages.set(slug, page);
  }
  return page;
}
