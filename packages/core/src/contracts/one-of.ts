import { z } from "zod";
import { message } from "./message.ts";

/**
 * A field that takes one of `values`, anything else refused naming the field and its choices
 * (`field.oneOf`): a type's scheme, a company type's cover, an investment's interest schedule.
 */
export function oneOf<const Values extends readonly [string, ...string[]]>(
  field: string,
  values: Values,
) {
  return z.enum(values, {
    error: message("field.oneOf", { field, choices: values.join(", ") }),
  });
}
