import {
  choicesFromQuery,
  inputsFromQuery,
} from "@kosh/core/calculators/share-query";
import {
  fieldsForChoices,
  type ChoiceConfig,
  type SliderConfig,
} from "@kosh/core/calculators/slider-config";
import type { HistoryRecord } from "@kosh/core/history/history-record";

/**
 * The inputs a link carries (or a stored record, checked against today's ranges like a link): the
 * choices first, since they set the sliders' ranges (`maxWhen`), then the sliders.
 */
export function inputsFromLink<F extends readonly SliderConfig[]>(
  fields: F,
  choices: readonly ChoiceConfig[],
  search: string,
) {
  const picked = choicesFromQuery(choices, search);
  const slid = inputsFromQuery(fieldsForChoices(fields, picked.values), search);
  return {
    values: slid.values,
    choices: picked.values,
    units: slid.units,
    rejected: [...slid.rejected, ...picked.rejected],
  };
}

/** A stored record's inputs, read as a link's query would be (docs/product.md#history). */
export function inputsFromRecord<F extends readonly SliderConfig[]>(
  fields: F,
  choices: readonly ChoiceConfig[],
  record: HistoryRecord,
) {
  const query = new URLSearchParams(
    Object.entries(record.inputs).map(([key, value]) => [key, String(value)]),
  ).toString();
  return inputsFromLink(fields, choices, query);
}
