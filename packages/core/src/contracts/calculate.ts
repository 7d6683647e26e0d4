import { z } from "zod";
import {
  API_CALCULATORS,
  type ApiCalculatorSlug,
  type CalculatorApi,
  type RequestField,
} from "../calculators/calculator-registry.ts";
import { message, type MessageKey } from "./message.ts";

/** Largest amount any calculator accepts: ₹10,000 crore. */
export const MAX_AMOUNT = 1e11;
export const MAX_RATE = 50;
export const MAX_YEARS = 50;

/** A number, or a message naming the field when it is missing or not a number. */
const numberNamed = (field: string) =>
  z.number({
    error: (issue) =>
      message(issue.input === undefined ? "field.required" : "field.number", {
        field,
      }),
  });

/**
 * A positive, bounded number whose every message names the field (the web shows them as written).
 * Checks rather than refinements, so the bounds also appear in the OpenAPI document.
 */
function boundedNumber(
  field: string,
  max: number,
  tooLarge: MessageKey,
  description: string,
) {
  return numberNamed(field)
    .gt(0, { error: message("field.greaterThanZero", { field }), abort: true })
    .max(max, { error: message(tooLarge, { field }) })
    .meta({ description });
}

const amount = (field: string, description = "Rupees") =>
  boundedNumber(field, MAX_AMOUNT, "field.atMostAmount", description);
const rate = (field: string) =>
  boundedNumber(
    field,
    MAX_RATE,
    "field.atMostFiftyPercent",
    "Annual interest rate, in percent",
  );
const years = (field: string) =>
  boundedNumber(
    field,
    MAX_YEARS,
    "field.atMostFiftyYears",
    "Years; fractions allowed",
  );
/** For calculators that count whole months: a period under half a month would round to none. */
const monthsInYears = (field: string) =>
  years(field)
    .min(1 / 12, { error: message("field.atLeastOneMonth", { field }) })
    .meta({ description: "Years, counted in whole months" });

/** A percent within bounds that include 0 (a step-up SIP's raise), each bound named when crossed. */
const percentBetween = (
  field: string,
  { min, max, description }: { min: number; max: number; description: string },
) =>
  numberNamed(field)
    .min(min, { error: message("field.atLeast", { field, min: `${min}%` }) })
    .max(max, { error: message("field.atMost", { field, max: `${max}%` }) })
    .meta({ description });

/** The rule a registry entry names for a request field (calculator-registry.ts RequestField). */
function requestField(key: string, field: RequestField) {
  if (typeof field === "object") {
    return field.kind === "percent"
      ? percentBetween(key, field)
      : amount(key, field.description);
  }
  switch (field) {
    case "amount":
      return amount(key);
    case "rate":
      return rate(key);
    case "years":
      return years(key);
    case "months":
      return monthsInYears(key);
  }
}

const rupees = z.number().int();
const wholeMonths = z.number().int().meta({ description: "Whole months" });

/** The request and response contracts of a calculator the server answers, from its entry. */
function contractsOf({ request, results, months = [] }: CalculatorApi) {
  return {
    request: z.strictObject(
      Object.fromEntries(
        Object.entries(request).map(([key, field]) => [
          key,
          requestField(key, field),
        ]),
      ),
    ),
    response: z.object(
      Object.fromEntries(
        results.map((key) => [
          key,
          months.includes(key) ? wholeMonths : rupees,
        ]),
      ),
    ),
  };
}

/** `POST /api/calculate/<slug>`: each calculator's request and response contracts, by slug. */
export const CALCULATE_CONTRACTS = Object.fromEntries(
  API_CALCULATORS.map((entry) => [entry.slug, contractsOf(entry.api)]),
) as Record<ApiCalculatorSlug, ReturnType<typeof contractsOf>>;
