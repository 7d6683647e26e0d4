import { z } from "zod";

/** The one shape of every error answer (docs/product.md#api): `message` is written for a person. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number(),
    code: z.string().optional(),
    error: z.string(),
    message: z.string(),
  })
  .describe("An error, its message written for a person");
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
