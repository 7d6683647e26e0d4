import { LANGUAGE_TAG, type Locale } from "@kosh/core/i18n/locale";
import { footerWords, type MailSite } from "./mail-footer.ts";

/** Text for an HTML part: every character markup could read is written as its character reference. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => `&#${character.charCodeAt(0)};`,
  );
}

/** A message's text for an HTML paragraph: escaped, its plain-text line breaks as spaces. */
export function htmlText(message: string): string {
  return escapeHtml(message.replaceAll("\n", " "));
}

/**
 * The HTML part of every Kosh mail: one card on a light page, `body` (already escaped) inside,
 * at the foot the site's address, who runs it and the privacy page's address (mail-footer.ts),
 * written out as text like the site's: the sign-in code's mail carries no link at all. Inline
 * styles only, since mail clients drop style sheets.
 */
export function htmlEmail(
  title: string,
  body: string,
  site: MailSite,
  locale: Locale,
) {
  const foot = footerWords(site, locale);
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
${body}
<p style="margin:0;font-size:12px;color:#64748b">${escapeHtml(foot.site)}<br>${escapeHtml(foot.operator)}<br>${escapeHtml(`${foot.privacyLabel}: ${foot.privacy}`)}</p>
</div>
</body>
</html>`;
}
