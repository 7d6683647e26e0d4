import { escapeHtml, htmlEmail } from "./html-email.ts";
import type { ComposedEmail, SignInCodeMail } from "./mailer.ts";
/** Kosh's users are in India; the expiry is shown in their clock time. */
const expiryFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZoneName: "short",
});

export function formatExpiry(expiresAt: Date): string {
  return expiryFormat.format(expiresAt);
}

/**
 * The sign-in e-mail: a plain-text and an HTML part saying the same thing. No images, no links
 * and no per-recipient identifiers, so opening it tells nobody anything (no tracking).
 */
export function signInCodeEmail(
  mail: SignInCodeMail,
  siteUrl: string,
): ComposedEmail {
  const expiry = formatExpiry(mail.expiresAt);
  const lifetime = `${mail.validMinutes} minutes`;
  const text = [
    `Your Kosh sign-in code is ${mail.code}`,
    "",
    `It expires in ${lifetime} (${expiry}) and works only once.`,
    "Enter it on the sign-in page where you asked for it.",
    "",
    "If you did not ask to sign in to Kosh, you can ignore this e-mail:",
    "nobody can sign in without the code.",
    "",
    `Kosh · ${siteUrl}`,
  ].join("\n");

  const html = htmlEmail(
    "Your Kosh sign-in code",
    `<p style="margin:0 0 12px;font-size:16px">Your Kosh sign-in code is</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(mail.code)}</p>
<p style="margin:0 0 12px;font-size:14px">It expires in ${escapeHtml(lifetime)} (${escapeHtml(expiry)}) and works only once. Enter it on the sign-in page where you asked for it.</p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">If you did not ask to sign in to Kosh, you can ignore this e-mail: nobody can sign in without the code.</p>`,
    siteUrl,
  );
  return { subject: `${mail.code} is your Kosh sign-in code`, text, html };
}
