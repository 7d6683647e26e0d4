import { LANGUAGE_TAG, type Locale } from "@kosh/core/i18n/locale";

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
 * the site's address at the foot. Inline styles only, since mail clients drop style sheets.
 */
export function htmlEmail(
  title: string,
  body: string,
  siteUrl: string,
  locale: Locale,
) {
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
${body}
<p style="margin:0;font-size:12px;color:#64748b">Kosh · ${escapeHtml(siteUrl)}</p>
</div>
</body>
</html>`;
}
