import { eq } from "drizzle-orm";
import type { Transaction } from "./database.ts";
import { remindersSent } from "./schema.ts";

/**
 * Forgets the maturity reminders queued for an investment whose end date moved (a PPF extended,
 * docs/product.md#ppf-extension), so the reminder sweep reminds of the new maturity at each lead
 * time again: the investments module calls it in the extension's transaction; the sweep records
 * the rows (modules/reminders/reminders-sent.repo.ts).
 */
export async function forgetMaturityReminders(
  tx: Transaction,
  investmentId: string,
): Promise<void> {
  await tx
    .delete(remindersSent)
    .where(eq(remindersSent.investmentId, investmentId));
}
