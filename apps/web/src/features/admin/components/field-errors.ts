import type { z } from "zod";

/**
 * Checks a form with the same contract the server applies, and words each error with the
 * field's label: the contract says 'company_type_id is required', the person reads
 * 'Company type is required'.
 */
export function fieldErrors<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  values: Record<Field, unknown>,
  labels: Record<Field, string>,
):
  | { data: z.output<Schema>; errors?: undefined }
  | { data?: undefined; errors: Partial<Record<Field, string>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as Field;
    if (!(field in labels) || errors[field]) continue;
    errors[field] = issue.message.startsWith(`${field} `)
      ? `${labels[field]}${issue.message.slice(field.length)}`
      : issue.message;
  }
  return { errors };
}
