import { isWithinRange } from "./field-value.ts";
import { yearsFromTerm } from "./term.ts";
import {
  choiceDefaults,
  defaultValues,
  type ChoiceShape,
  type ChoiceValue,
  type FieldValues,
  type InputValues,
  type SliderShape,
} from "./slider-config.ts";

export interface QueryInputs<F extends readonly SliderShape[]> {
  values: FieldValues<F>;
  /** Fields whose value in the link was unreadable or out of range; their defaults are used instead. */
  rejected: F[number][];
}

/**
 * The inputs a shared link carries (`?monthlyInvestment=5000&expectedReturn=12`).
 * A missing field takes its default silently; a bad one takes its default and is reported.
 */
export function inputsFromQuery<F extends readonly SliderShape[]>(
  fields: F,
  search: string,
): QueryInputs<F> {
  const params = new URLSearchParams(search);
  const values: Record<string, number> = defaultValues(fields);
  const rejected: F[number][] = [];
  for (const field of fields) {
    const value = linkValue(field, params);
    if (value === undefined) continue;
    if (isWithinRange(field, value)) values[field.key] = value;
    else rejected.push(field);
  }
  return { values: values as FieldValues<F>, rejected };
}

function readNumber(raw: string): number {
  return raw.trim() === "" ? Number.NaN : Number(raw);
}

/** The field's value in the link: `tenure=1.5`, or for a period that allows it `tenureMonths=18` / `tenureDays=444`. */
function linkValue(
  field: SliderShape,
  params: URLSearchParams,
): number | undefined {
  const raw = params.get(field.key);
  if (raw !== null) return readNumber(raw);
  for (const unit of field.linkUnits ?? []) {
    const inUnit = params.get(
      `${field.key}${unit === "days" ? "Days" : "Months"}`,
    );
    if (inUnit !== null) return yearsFromTerm(readNumber(inUnit), unit);
  }
  return undefined;
}

/** The choices a link carries (`frequency=monthly`, `years=5`, `joint=true`), as `inputsFromQuery` reads sliders. */
export function choicesFromQuery<C extends ChoiceShape>(
  choices: readonly C[],
  search: string,
): { values: Record<string, ChoiceValue>; rejected: C[] } {
  const params = new URLSearchParams(search);
  const values = choiceDefaults(choices);
  const rejected: C[] = [];
  for (const choice of choices) {
    const raw = params.get(choice.key);
    if (raw === null) continue;
    const option = choice.options.find((item) => String(item) === raw);
    if (option === undefined) rejected.push(choice);
    else values[choice.key] = option;
  }
  return { values, rejected };
}

/**
 * The query string (without '?') that reproduces these inputs, in the fields' order, then the
 * choices'.
 */
export function inputsToQuery<F extends readonly SliderShape[]>(
  fields: F,
  values: FieldValues<F> | InputValues,
  choices: readonly ChoiceShape[] = [],
): string {
  const record: InputValues = values;
  const params = new URLSearchParams();
  for (const field of [...fields, ...choices]) {
    const value = record[field.key];
    if (value !== undefined) params.set(field.key, String(value));
  }
  return params.toString();
}
