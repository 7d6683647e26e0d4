/** What the sign-in mail carries; both transports (SMTP and console) receive this. */
export interface SignInCodeMail {
  to: string;
  code: string;
  expiresAt: Date;
  validMinutes: number;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

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

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Your Kosh sign-in code</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<p style="margin:0 0 12px;font-size:16px">Your Kosh sign-in code is</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(mail.code)}</p>
<p style="margin:0 0 12px;font-size:14px">It expires in ${escapeHtml(lifetime)} (${escapeHtml(expiry)}) and works only once. Enter it on the sign-in page where you asked for it.</p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">If you did not ask to sign in to Kosh, you can ignore this e-mail: nobody can sign in without the code.</p>
<p style="margin:0;font-size:12px;color:#64748b">Kosh · ${escapeHtml(siteUrl)}</p>
</div>
</body>
</html>`;

  return { subject: `${mail.code} is your Kosh sign-in code`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => `&#${character.charCodeAt(0)};`,
  );
}
