import { DEFAULT_LOCALE, type Locale } from "@kosh/core/i18n/locale";
import { escapeHtml, htmlEmail, htmlText } from "./html-email.ts";
import { type MailSite, textFooter } from "./mail-footer.ts";
import { mailMessages } from "./mail-messages.ts";
import type { ComposedEmail, SignInCodeMail } from "./mailer.ts";

// Made on first use, one per language.
const expiryFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * When the code expires, in the clock time of Kosh's users, India, as `en-IN` or `hi-IN` writes it
 * (10 March 2026 at 10:10 am IST; 10 मार्च 2026 को 10:10 am IST बजे).
 */
function formatExpiry(
  expiresAt: Date,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const format = (expiryFormats[locale] ??= new Intl.DateTimeFormat(
    `${locale}-IN`,
    {
      timeZone: "Asia/Kolkata",
      hour: "numeric",
      minute: "2-digit",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZoneName: "short",
    },
  ));
  return format.format(expiresAt);
}

/**
 * The sign-in e-mail, in the language of the page that asked for it: a plain-text and an HTML part
 * saying the same thing. No images, no links and no per-recipient identifiers, so opening it tells
 * nobody anything (no tracking); its foot writes out the privacy page's address as text.
 */
export function signInCodeEmail(
  mail: SignInCodeMail,
  site: MailSite,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const t = mailMessages(locale);
  const expires = t("signInCode.expires", {
    minutes: mail.validMinutes,
    expiry: formatExpiry(mail.expiresAt, locale),
  });
  const text = [
    t("signInCode.codeIs", { code: mail.code }),
    "",
    expires,
    t("signInCode.enterIt"),
    "",
    t("signInCode.notYou"),
    ...textFooter(site, locale),
  ].join("\n");

  const html = htmlEmail(
    t("signInCode.title"),
    `<p style="margin:0 0 12px;font-size:16px">${htmlText(t("signInCode.codeFollows"))}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(mail.code)}</p>
<p style="margin:0 0 12px;font-size:14px">${htmlText(`${expires} ${t("signInCode.enterIt")}`)}</p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">${htmlText(t("signInCode.notYou"))}</p>`,
    site,
    locale,
  );
  return { subject: t("signInCode.subject", { code: mail.code }), text, html };
}
