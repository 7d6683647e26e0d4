import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
}

export function smtpMailer({ smtpUrl, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Nodemailer waits two minutes by default; the mail worker would wait with it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text, html, headers }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        html,
        // Tells auto-responders not to answer a machine.
        headers: { "Auto-Submitted": "auto-generated", ...headers },
      });
    },
    close: () => transport.close(),
  };
}
