import nodemailer from "nodemailer";
import { MailRefused, type Mailer } from "./mailer.ts";

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
}

export function smtpMailer({ smtpUrl, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Connections kept open between mails: a new connection (greeting, EHLO) for every mail held
    // the mail worker to 8 mails a second, pooled 80, in one process on the 2-core machine;
    // issue 33 asks 200 a second of two servers (docs/bench-log.md, 2026-11-28).
    pool: true,
    // Nodemailer waits two minutes by default; the mail worker would wait with it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text, html, headers }) {
      await transport
        .sendMail({
          from,
          to,
          subject,
          text,
          html,
          // Tells auto-responders not to answer a machine.
          headers: { "Auto-Submitted": "auto-generated", ...headers },
        })
        .catch((error: unknown) => {
          throw refusedForGood(error)
            ? new MailRefused(String((error as Error).message), {
                cause: error,
              })
            : error;
        });
    },
    close: () => transport.close(),
  };
}

/**
 * Whether nodemailer's error is the mail server refusing this mail for good: a 5xx reply to its
 * recipient (RCPT TO) or to its content (the end of DATA). A 5xx to the login or the sender, a 4xx
 * and every transport error (ECONNECTION, ETIMEDOUT, ESOCKET…) would stop any mail alike.
 */
function refusedForGood(error: unknown): boolean {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  if (responseCode === undefined || responseCode < 500 || responseCode > 599)
    return false;
  return command === "RCPT TO" || code === "EMESSAGE";
}
