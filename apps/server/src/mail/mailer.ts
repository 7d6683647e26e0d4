/** What the sign-in mail carries; both transports (SMTP and console) receive this. */
export interface SignInCodeMail {
  to: string;
  code: string;
  expiresAt: Date;
  validMinutes: number;
}

/** What the invitation mail carries; both transports (SMTP and console) receive this. */
export interface InvitationMail {
  to: string;
  role: "admin" | "user";
  /** Who sent it: their name when their profile has one, else their address. */
  invitedBy: string;
}

/** A mail as the SMTP transport sends it: the same words as plain text and as HTML. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The two mails Kosh sends. The transports (smtp-mailer.ts, console-mailer.ts) implement it and
 * create-mailer.ts picks one; this file imports none of them, so the types have no cycle.
 */
export interface Mailer {
  /** Resolves once the message is accepted for delivery; rejects when it cannot be. */
  sendSignInCode(mail: SignInCodeMail): Promise<void>;
  /** The mail an admin's invitation sends, pointing at the sign-in page. */
  sendInvitation(mail: InvitationMail): Promise<void>;
  close(): void;
}
