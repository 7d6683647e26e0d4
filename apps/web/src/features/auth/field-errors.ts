import type { z } from "zod";

/** The first message per field of a failed contract parse: what a form shows under each input. */
export function fieldErrors<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}
