import { z } from "zod";

/**
 * GET /api/operator: who runs this Kosh and holds its data, and where people write about it, as the
 * server's configuration says (OPERATOR_NAME, OPERATOR_EMAIL; decision 0054). Null where it is not
 * set, which production refuses: a page says "not set" rather than anything invented.
 */
export const operatorSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;
