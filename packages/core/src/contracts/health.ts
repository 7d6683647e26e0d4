import { z } from "zod";

/** GET /api/health: every named dependency answered (a failing one makes it a 503). */
export const healthResponse = z.object({
  status: z.literal("ok"),
  checks: z.record(z.string(), z.literal("ok")),
});
export type Health = z.infer<typeof healthResponse>;
