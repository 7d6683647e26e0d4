import { escapeHtml, htmlEmail } from "./html-email.ts";
import type { ComposedEmail, InvitationMail } from "./mailer.ts";

/** Where an invited person signs in: the page that asks for their address and mails the code. */
export function signInLink(siteUrl: string): string {
  return `${siteUrl}/auth`;
}

/**
 * The invitation: a plain-text and an HTML part saying the same thing. The only link is the
 * sign-in page, the same for everyone, so the mail carries no per-recipient secret or tracker:
 * the person proves the address by the code sent when they sign in.
 */
export function invitationEmail(
  mail: InvitationMail,
  siteUrl: string,
): ComposedEmail {
  const link = signInLink(siteUrl);
  const as =
    mail.role === "admin"
      ? "as an administrator, who also manages the reference lists and who may sign in"
      : "to track your fixed deposits, recurring deposits and other investments";
  const text = [
    `${mail.invitedBy} invited you to Kosh ${as}.`,
    "",
    `Sign in here: ${link}`,
    "",
    `Enter this e-mail address (${mail.to}); Kosh sends you a one-time`,
    "code to finish signing in. There is no password to remember.",
    "",
    "If you did not expect this invitation, you can ignore this e-mail.",
    "",
    `Kosh · ${siteUrl}`,
  ].join("\n");

  const subject = "You are invited to Kosh";
  const html = htmlEmail(
    subject,
    `<p style="margin:0 0 16px;font-size:16px">${escapeHtml(mail.invitedBy)} invited you to Kosh ${escapeHtml(as)}.</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">Sign in to Kosh</a></p>
<p style="margin:0 0 12px;font-size:14px">Enter this e-mail address (${escapeHtml(mail.to)}); Kosh sends you a one-time code to finish signing in. There is no password to remember.</p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">If the button does not work, open ${escapeHtml(link)}. If you did not expect this invitation, you can ignore this e-mail.</p>`,
    siteUrl,
  );
  return { subject, text, html };
}
