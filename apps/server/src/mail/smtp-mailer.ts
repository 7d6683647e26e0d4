import nodemailer from "nodemailer";
import { invitationEmail } from "./invitation-email.ts";
import type { Mailer } from "./mailer.ts";
import { signInCodeEmail } from "./sign-in-code-email.ts";

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
  siteUrl: string;
}

export function smtpMailer({
  smtpUrl,
  from,
  siteUrl,
}: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Nodemailer waits two minutes by default; a person is looking at a spinner meanwhile.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async sendSignInCode(mail) {
      const { subject, text, html } = signInCodeEmail(mail, siteUrl);
      await transport.sendMail({
        from,
        to: mail.to,
        subject,
        text,
        html,
        // Tells auto-responders not to answer a machine.
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    async sendInvitation(mail) {
      const { subject, text, html } = invitationEmail(mail, siteUrl);
      await transport.sendMail({
        from,
        to: mail.to,
        subject,
        text,
        html,
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close: () => transport.close(),
  };
}
