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
  /** Resolves once the message is accepted for delivery; rejects when it cannot be. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
