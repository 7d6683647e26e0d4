import { z } from "zod";
import {
  isQuarterStart,
  SCHEME_RATE_KEYS,
  type SchemeRateKey,
} from "../schemes/scheme-rates.ts";
import { message } from "./message.ts";

/**
 * The small-savings rates notified each quarter (docs/product.md#scheme-rates): what
 * GET /api/scheme-rates answers everyone, and what admins list and save under
 * /api/admin/scheme-rates. Field names as core's records (schemes/scheme-rates.ts) have them.
 */

/** The highest rate an admin may enter: no small-savings rate has come near it since 1990. */
export const MAX_SCHEME_RATE = 20;
/** KVP's doubling months: 112 at 7.7 %, 124 at 6.9 %; 600 (50 years) bounds a typing slip. */
export const MAX_KVP_MONTHS = 600;

export const quarterStartSchema = (field: string) =>
  z
    .string({ error: message("field.required", { field }) })
    .refine(isQuarterStart, message("rates.quarterStart", { field }));

const rate = (field: SchemeRateKey) =>
  z
    .number({ error: message("field.number", { field }) })
    .gt(0, message("field.greaterThanZero", { field }))
    .max(
      MAX_SCHEME_RATE,
      message("field.atMost", { field, max: MAX_SCHEME_RATE }),
    );

export const schemeRatesSchema = z.strictObject(
  Object.fromEntries(SCHEME_RATE_KEYS.map((key) => [key, rate(key)])) as {
    [Key in SchemeRateKey]: ReturnType<typeof rate>;
  },
  { error: message("field.type", { field: "rates", type: "an object" }) },
);

const kvpMonths = z
  .number({ error: message("field.number", { field: "kvpMonths" }) })
  .int(message("field.wholeNumber", { field: "kvpMonths" }))
  .min(1, message("field.atLeast", { field: "kvpMonths", min: 1 }))
  .max(
    MAX_KVP_MONTHS,
    message("field.atMost", { field: "kvpMonths", max: MAX_KVP_MONTHS }),
  );

/** One quarter's record: its first day, each instrument's rate, KVP's doubling months. */
export const schemeRateQuarterSchema = z.object({
  quarterStart: z.string(),
  rates: z.object(
    Object.fromEntries(SCHEME_RATE_KEYS.map((key) => [key, z.number()])) as {
      [Key in SchemeRateKey]: z.ZodNumber;
    },
  ),
  kvpMonths: z.number().int(),
});
export type SchemeRateQuarterAnswer = z.infer<typeof schemeRateQuarterSchema>;

/** An admin saves a quarter's rates (PUT /api/admin/scheme-rates/:quarterStart): every rate and KVP's months. */
export const saveSchemeRatesRequest = z.strictObject({
  rates: schemeRatesSchema,
  kvpMonths,
});
export type SaveSchemeRatesInput = z.input<typeof saveSchemeRatesRequest>;

export const schemeRateQuarterParams = z.object({
  quarterStart: quarterStartSchema("quarterStart"),
});

/**
 * The rates in force today (the server's day in India): the quarter they were notified for, and
 * whether that is today's quarter. `quarter` is null only while nothing is on record.
 */
export const schemeRatesInForceSchema = z.object({
  today: z.string(),
  current: z.boolean(),
  quarter: schemeRateQuarterSchema.nullable(),
});
export type SchemeRatesInForce = z.infer<typeof schemeRatesInForceSchema>;
