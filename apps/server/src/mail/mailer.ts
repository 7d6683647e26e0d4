/** What the sign-in mail carries (sign-in-code-email.ts composes it). */
export interface SignInCodeMail {
  to: string;
  code: string;
  expiresAt: Date;
  validMinutes: number;
}

/** What the invitation mail carries (invitation-email.ts composes it). */
export interface InvitationMail {
  to: string;
  role: "admin" | "user";
  /** Who sent it: their name when their profile has one, else their address. */
  invitedBy: string;
}

/** A mail as the queue keeps it and a transport sends it: the same words as plain text and as HTML. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on a reminder. */
  headers?: Record<string, string>;
}

export interface OutgoingMail extends ComposedEmail {
  to: string;
}

/**
 * A mail transport: SMTP (smtp-mailer.ts) or the console (console-mailer.ts), picked by
 * create-mailer.ts. Only the mail worker (mail-queue.ts) calls it; everything else queues mails.
 */
export interface Mailer {
  /**
   * Resolves once the message is accepted for delivery. Rejects with `MailRefused` when the mail
   * server refuses this mail for good, and with any other error when the mail service is failing.
   */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The mail server refused this one mail for good (a 5xx to its recipient or its content): it is
 * given up at once and listed for admins, and says nothing about the mail service, which took the
 * connection and answered. Every other failure (no connection, no greeting, a time-out, a 4xx, a
 * refused login or sender, which stop every mail alike) is retried and makes the service count as
 * failing (docs/decisions/0015-mail-queue-in-our-own-table.md).
 */
export class MailRefused extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailRefused";
  }
}
