import type { Config } from "../config.ts";
import { consoleMailer } from "./console-mailer.ts";
import type { InvitationMail } from "./invitation-email.ts";
import type { SignInCodeMail } from "./sign-in-code-email.ts";
import { smtpMailer } from "./smtp-mailer.ts";

export interface Mailer {
  /** Resolves once the message is accepted for delivery; rejects when it cannot be. */
  sendSignInCode(mail: SignInCodeMail): Promise<void>;
  /** The mail an admin's invitation sends, pointing at the sign-in page. */
  sendInvitation(mail: InvitationMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when `SMTP_URL` is set. Without it the code is printed to stdout, which config.ts refuses
 * in production, so a newcomer can sign in without setting up mail.
 */
export function createMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "PUBLIC_URL">,
): Mailer {
  return config.SMTP_URL
    ? smtpMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        siteUrl: config.PUBLIC_URL,
      })
    : consoleMailer({ siteUrl: config.PUBLIC_URL });
}
