import { isWithinRange } from "./field-value.ts";
import {
  fieldInUnit,
  termCount,
  yearsFromTerm,
  type TermUnit,
} from "./term.ts";
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
  /** Every field's value; a period in years, whatever unit the link gave it in. */
  values: FieldValues<F>;
  /** Fields whose value in the link was unreadable or out of range; their defaults are used instead. */
  rejected: F[number][];
  /** Fields the link does not name; their defaults are used. */
  missing: F[number][];
  /** The unit each period was given in, where it was not years (`tenureDays=444`: days). */
  units: PeriodUnits;
}

/** The unit a period is written in, by field, where it is not years. */
export type PeriodUnits = Readonly<Record<string, TermUnit>>;

/** How a link names a period in a unit: `tenureMonths`, `tenureDays`. */
function unitParam(key: string, unit: "months" | "days"): string {
  return `${key}${unit === "days" ? "Days" : "Months"}`;
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
  const missing: F[number][] = [];
  const units: Record<string, TermUnit> = {};
  for (const field of fields) {
    const given = linkValue(field, params);
    if (given === undefined) {
      missing.push(field);
      continue;
    }
    // A period in months or days is checked against that unit's own range (7 days is an FD).
    if (!isWithinRange(fieldInUnit(field, given.unit), given.count)) {
      rejected.push(field);
      continue;
    }
    values[field.key] = yearsFromTerm(given.count, given.unit);
    if (given.unit !== "years") units[field.key] = given.unit;
  }
  return { values: values as FieldValues<F>, rejected, missing, units };
}

function readNumber(raw: string): number {
  return raw.trim() === "" ? Number.NaN : Number(raw);
}

/** The field's value in the link: `tenure=1.5`, or for a period that allows it `tenureMonths=18` / `tenureDays=444`. */
function linkValue(
  field: SliderShape,
  params: URLSearchParams,
): { count: number; unit: TermUnit } | undefined {
  const raw = params.get(field.key);
  if (raw !== null) return { count: readNumber(raw), unit: "years" };
  for (const unit of ["months", "days"] as const) {
    const inUnit =
      field.units?.[unit] && params.get(unitParam(field.key, unit));
    if (typeof inUnit === "string") return { count: readNumber(inUnit), unit };
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
 * The inputs as a link names them, in the fields' order, then the choices'; a period in the unit
 * it is shown in (`tenureDays: 444`, not `tenure: 1.2164…`). History keeps a record so, and reads
 * it back as a link.
 */
export function linkInputs<F extends readonly SliderShape[]>(
  fields: F,
  values: FieldValues<F> | InputValues,
  choices: readonly ChoiceShape[] = [],
  units: PeriodUnits = {},
): Record<string, ChoiceValue> {
  const record: InputValues = values;
  const named: Record<string, ChoiceValue> = {};
  for (const field of [...fields, ...choices]) {
    const value = record[field.key];
    if (value === undefined) continue;
    const unit = units[field.key];
    if (unit && unit !== "years" && typeof value === "number")
      named[unitParam(field.key, unit)] = termCount(value, unit);
    else named[field.key] = value;
  }
  return named;
}

/** Which field and unit a link's name stands for: `tenureDays` is the tenure in days. */
export function paramField<F extends SliderShape>(
  fields: readonly F[],
  name: string,
): { field: F; unit: TermUnit } | undefined {
  for (const field of fields) {
    if (field.key === name) return { field, unit: "years" };
    for (const unit of ["months", "days"] as const)
      if (field.units?.[unit] && unitParam(field.key, unit) === name)
        return { field, unit };
  }
  return undefined;
}

/**
 * The query string (without '?') that reproduces these inputs, in the fields' order, then the
 * choices'; a period in the unit it is shown in.
 */
export function inputsToQuery<F extends readonly SliderShape[]>(
  fields: F,
  values: FieldValues<F> | InputValues,
  choices: readonly ChoiceShape[] = [],
  units: PeriodUnits = {},
): string {
  const named = linkInputs(fields, values, choices, units);
  return new URLSearchParams(
    Object.entries(named).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  ).toString();
}
