import { z } from "zod";

/** The path of an entry with one `:id` (an investment, a user, a list entry). */
export const idParams = z.object({ id: z.string() });
