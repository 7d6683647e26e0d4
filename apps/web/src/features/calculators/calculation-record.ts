import {
  linkInputs,
  type PeriodUnits,
} from "@kosh/core/calculators/share-query";
import type {
  InputValues,
  SliderShape,
} from "@kosh/core/calculators/slider-config";
import {
  createHistoryRecord,
  type CalculationType,
  type HistoryRecord,
} from "@kosh/core/history/history-record";
import type { Calculation } from "./api/calculate.ts";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";
import { resultsShown } from "./results-shown.ts";

/**
 * The history record of one Calculate (docs/product.md#history): its inputs as the link names
 * them, a period in days staying in days (`tenureDays`) and a yes-or-no choice as its text
 * (`"true"`), which a link reads back; and the figures the page showed, not an FD's interest per
 * payout when it pays none.
 */
export function calculationRecord<R extends CalculatorResult<R>>(
  definition: CalculatorDefinition<readonly SliderShape[], R>,
  type: CalculationType,
  title: string,
  calculation: Calculation<InputValues, R>,
  periodUnits: PeriodUnits,
): HistoryRecord {
  const inputs = linkInputs(
    definition.fields,
    calculation.inputs,
    definition.choices,
    periodUnits,
  );
  return createHistoryRecord(
    type,
    title,
    Object.fromEntries(
      Object.entries(inputs).map(([key, value]) => [
        key,
        typeof value === "boolean" ? String(value) : value,
      ]),
    ),
    Object.fromEntries(
      resultsShown(definition, calculation.inputs).map((key) => [
        key,
        calculation.result[key],
      ]),
    ),
  );
}
