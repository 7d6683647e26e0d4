import { z } from "zod";
import {
  saveSchemeRatesRequest,
  schemeRatesSchema,
} from "../contracts/scheme-rates.ts";
import { readNumber } from "../investments/renewal-form.ts";
import {
  SCHEME_RATE_KEYS,
  type SchemeRateKey,
  type SchemeRateQuarter,
} from "./scheme-rates.ts";

/** What the admin's form holds while typed: every rate and KVP's months as text. */
export type SchemeRatesFormValues = Record<SchemeRateKey | "kvpMonths", string>;

/** The form filled with a quarter's figures (the latest one's, for the next quarter). */
export function schemeRatesFormValues(
  quarter: Pick<SchemeRateQuarter, "rates" | "kvpMonths">,
): SchemeRatesFormValues {
  return {
    ...(Object.fromEntries(
      SCHEME_RATE_KEYS.map((key) => [key, String(quarter.rates[key])]),
    ) as Record<SchemeRateKey, string>),
    kvpMonths: String(quarter.kvpMonths),
  };
}

/** Typed text as a number for the contract: empty is missing, unreadable text is not a number. */
const typedNumber = (typed: unknown) =>
  typeof typed !== "string"
    ? typed
    : typed.trim() === ""
      ? undefined
      : (readNumber(typed) ?? Number.NaN);

const typedRate = (key: SchemeRateKey) =>
  z.preprocess(typedNumber, schemeRatesSchema.shape[key]);

/**
 * The form's text, field by field through the contract's own rule (so each error sits on its
 * field), then the request PUT /api/admin/scheme-rates/:quarterStart takes
 * (docs/product.md#scheme-rates).
 */
export const schemeRatesForm = z
  .object({
    ...(Object.fromEntries(
      SCHEME_RATE_KEYS.map((key) => [key, typedRate(key)]),
    ) as Record<SchemeRateKey, ReturnType<typeof typedRate>>),
    kvpMonths: z.preprocess(
      typedNumber,
      saveSchemeRatesRequest.shape.kvpMonths,
    ),
  })
  .transform(({ kvpMonths, ...rates }) => ({ rates, kvpMonths }))
  .pipe(saveSchemeRatesRequest);
