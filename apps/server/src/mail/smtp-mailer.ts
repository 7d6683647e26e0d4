import nodemailer from "nodemailer";
import { invitationEmail } from "./invitation-email.ts";
import type { ComposedEmail, Mailer } from "./mailer.ts";
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
  async function send(to: string, { subject, text, html }: ComposedEmail) {
    await transport.sendMail({
      from,
      to,
      subject,
      text,
      html,
      // Tells auto-responders not to answer a machine.
      headers: { "Auto-Submitted": "auto-generated" },
    });
  }
  return {
    sendSignInCode: (mail) => send(mail.to, signInCodeEmail(mail, siteUrl)),
    sendInvitation: (mail) => send(mail.to, invitationEmail(mail, siteUrl)),
    close: () => transport.close(),
  };
}
