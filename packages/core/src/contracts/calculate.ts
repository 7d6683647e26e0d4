import { z } from "zod";
import {
  API_CALCULATORS,
  type ApiCalculatorSlug,
  type CalculatorApi,
  type CalculatorDetail,
  type RequestField,
} from "../calculators/calculator-registry.ts";
import type { ChoiceShape, MaxWhen } from "../calculators/slider-config.ts";
import { formatInr } from "../format/money.ts";
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

type Limits = Exclude<
  Extract<RequestField, { kind: "amount" | "years" }>,
  { kind: "percent" }
>;

/** A bound as the message shows it: ₹1,50,000 or 15 years. */
const shownLimit = (kind: Limits["kind"], value: number) =>
  kind === "amount" ? formatInr(value) : `${value} years`;

/**
 * Rupees or years within a scheme's own bounds (PPF's ₹500 to ₹1,50,000, an NSC's multiples of
 * ₹100), each bound named when crossed; without a minimum, more than 0 as any amount.
 */
function limited(field: string, limits: Limits) {
  const { kind, min, max, multipleOf, description } = limits;
  const shown = (value: number) => shownLimit(kind, value);
  let rule =
    min === undefined
      ? numberNamed(field).gt(0, {
          error: message("field.greaterThanZero", { field }),
          abort: true,
        })
      : numberNamed(field).min(min, {
          error: message("field.atLeast", { field, min: shown(min) }),
          abort: true,
        });
  rule =
    max === undefined
      ? rule.max(kind === "amount" ? MAX_AMOUNT : MAX_YEARS, {
          error: message(
            kind === "amount" ? "field.atMostAmount" : "field.atMostFiftyYears",
            { field },
          ),
        })
      : rule.max(max, {
          error: message("field.atMost", { field, max: shown(max) }),
        });
  if (multipleOf !== undefined) {
    rule = rule.multipleOf(multipleOf, {
      error: message("field.multipleOf", {
        field,
        multiple: shown(multipleOf),
      }),
    });
  }
  return rule.meta({ description });
}

function choiceNamed(field: string, choices: readonly ChoiceShape[]) {
  const choice = choices.find((item) => item.key === field);
  if (!choice) throw new Error(`The request field ${field} has no choice`);
  return choice;
}

/** One of a choice's options (`"monthly"`, `5`, `true`); anything else names the field and them. */
function choiceOf(field: string, choices: readonly ChoiceShape[]) {
  const choice = choiceNamed(field, choices);
  const [first, ...rest] = choice.options;
  return z
    .literal([first!, ...rest], {
      error: (issue) =>
        issue.input === undefined
          ? message("field.required", { field })
          : message("field.oneOf", {
              field,
              choices: choice.options.map(String).join(", "),
            }),
    })
    .meta({ description: `One of ${choice.options.map(String).join(", ")}` });
}

/** The rule a registry entry names for a request field (calculator-registry.ts RequestField). */
function requestField(
  key: string,
  field: RequestField,
  choices: readonly ChoiceShape[],
) {
  if (typeof field === "object") {
    return field.kind === "percent"
      ? percentBetween(key, field)
      : limited(key, field);
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
    case "choice":
      return choiceOf(key, choices);
    case "choiceOrDefault":
      // Absent: the choice's default, as before the choice existed.
      return choiceOf(key, choices).default(
        choiceNamed(key, choices).defaultValue,
      );
  }
}

/** The fields whose maximum a choice lowers (`maxWhen`), with it. */
function choiceLimits(request: CalculatorApi["request"]) {
  return Object.entries(request).flatMap(([key, field]) =>
    typeof field === "object" && "maxWhen" in field && field.maxWhen
      ? [{ key, kind: field.kind, maxWhen: field.maxWhen }]
      : [],
  );
}

/** A field over the maximum its choice sets: MIS's ₹9,00,000 for a single account, named with the choice. */
function overChoiceLimit(
  body: Record<string, unknown>,
  {
    key,
    kind,
    maxWhen,
  }: { key: string; kind: Limits["kind"]; maxWhen: MaxWhen },
): string | undefined {
  const chosen = String(body[maxWhen.choice]);
  const max = maxWhen.max[chosen];
  const value = body[key];
  if (max === undefined || typeof value !== "number" || value <= max)
    return undefined;
  return message("field.atMostWhen", {
    field: key,
    max: shownLimit(kind, max),
    other: maxWhen.choice,
    value: chosen,
  });
}

const rupees = z.number().int();
const wholeMonths = z.number().int().meta({ description: "Whole months" });
const yearlyRupees = z
  .array(rupees)
  .meta({ description: "Whole rupees, one a year" });

/** The request and response contracts of a calculator the server answers, from its entry. */
function contractsOf(
  { request, results, months = [], lists = [] }: CalculatorApi,
  choices: readonly ChoiceShape[] = [],
) {
  const limits = choiceLimits(request);
  return {
    request: z
      .strictObject(
        Object.fromEntries(
          Object.entries(request).map(([key, field]) => [
            key,
            requestField(key, field, choices),
          ]),
        ),
      )
      .superRefine((body, context) => {
        for (const limit of limits) {
          const over = overChoiceLimit(body, limit);
          if (over)
            context.addIssue({
              code: "custom",
              path: [limit.key],
              message: over,
            });
        }
      }),
    response: z.object(
      Object.fromEntries(
        results.map((key) => [
          key,
          lists.includes(key)
            ? yearlyRupees
            : months.includes(key)
              ? wholeMonths
              : rupees,
        ]),
      ),
    ),
  };
}

/** `POST /api/calculate/<slug>`: each calculator's request and response contracts, by slug. */
export const CALCULATE_CONTRACTS = Object.fromEntries(
  API_CALCULATORS.map((entry) => {
    const { api, choices }: CalculatorDetail = entry;
    return [entry.slug, contractsOf(api!, choices)];
  }),
) as Record<ApiCalculatorSlug, ReturnType<typeof contractsOf>>;
