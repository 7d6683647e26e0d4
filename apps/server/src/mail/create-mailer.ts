import type { Config } from "../config.ts";
import { consoleMailer } from "./console-mailer.ts";
import type { Mailer } from "./mailer.ts";
import { smtpMailer } from "./smtp-mailer.ts";

/**
 * SMTP when `SMTP_URL` is set. Without it each mail is printed to stdout, which config.ts refuses
 * in production, so a newcomer can sign in without setting up mail.
 */
export function createMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">,
): Mailer {
  return config.SMTP_URL
    ? smtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
    : consoleMailer();
}
