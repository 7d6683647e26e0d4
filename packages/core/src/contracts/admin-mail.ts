import { z } from "zod";

/**
 * Beyond the original product (docs/product.md#undelivered-mail): the mails Kosh gave up on, for
 * admins, GET /admin/undelivered-mails.
 */

export const MAIL_KINDS = ["sign_in_code", "invitation", "reminder"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const undeliveredMailSchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  attempts: z.number().int(),
  /** ISO timestamp: when the mail was given up. */
  given_up_at: z.string(),
  /** Why: the mail server's last answer, or "expired unsent" for a sign-in code past its expiry. */
  reason: z.string(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

/** A few words per kind, for the admin's list. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  sign_in_code: "Sign-in code",
  invitation: "Invitation",
  reminder: "Reminder",
};
