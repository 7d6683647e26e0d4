import { z } from "zod";

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The optional Idempotency-Key header of the writes that take one (docs/architecture.md#idempotency-keys):
 * the same key again gives the first answer back.
 */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(KEY_PATTERN, {
      error:
        "Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID will do)",
    })
    .optional()
    .describe(
      "Send the same key again (with the same body, within 24 hours) to get the first answer back without writing twice.",
    ),
});
