import type {
  InputValues,
  SliderShape,
} from "@kosh/core/calculators/slider-config";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";

/**
 * The results a calculator shows under the choices made, headline first: each always, or only
 * under some options (an FD's interest per payout when it pays out; docs/product.md#calculator-results).
 */
export function resultsShown<R extends CalculatorResult<R>>(
  definition: Pick<
    CalculatorDefinition<readonly SliderShape[], R>,
    "results" | "onlyWith"
  >,
  chosen: InputValues,
) {
  return definition.results.filter((key) => {
    const only = definition.onlyWith?.[key];
    return !only || only.options.includes(chosen[only.choice] ?? "");
  });
}
