import { z } from "zod";
import { message } from "./message.ts";

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The optional Idempotency-Key header of the writes that take one (docs/architecture.md#idempotency-keys):
 * the same key again gives the first answer back.
 */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(KEY_PATTERN, { error: message("request.idempotencyKey") })
    .optional()
    .describe(
      "Send the same key again (with the same body, within 24 hours) to get the first answer back without writing twice.",
    ),
});
