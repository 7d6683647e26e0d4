import type { Operator } from "@kosh/core/contracts/operator";
import { type Locale, pathInLocale } from "@kosh/core/i18n/locale";
import { mailMessages } from "./mail-messages.ts";

/** What every mail says about where it comes from: Kosh's address and who runs it (decision 0054). */
export interface MailSite {
  /** Where people reach Kosh (PUBLIC_URL), without a trailing slash. */
  url: string;
  /** Who runs this Kosh and holds its data (OPERATOR_NAME, OPERATOR_EMAIL). */
  operator: Operator;
}

/** The privacy page's full address in the mail's language: `https://kosh.example.in/hi/privacy`. */
export function privacyPageUrl(site: MailSite, locale: Locale): string {
  return `${site.url}${pathInLocale("/privacy", locale)}`;
}

/**
 * The foot's words: Kosh's address, who runs it, and the privacy page (the HTML part's foot is
 * html-email.ts's). An operator left unset (outside production only) reads "not set".
 */
export function footerWords(site: MailSite, locale: Locale) {
  const t = mailMessages(locale);
  const notSet = t("footer.notSet");
  return {
    site: `Kosh · ${site.url}`,
    operator: t("footer.operator", {
      name: site.operator.name ?? notSet,
      email: site.operator.email ?? notSet,
    }),
    privacyLabel: t("footer.privacy"),
    privacy: privacyPageUrl(site, locale),
  };
}

/** The plain-text part's foot, after a blank line: the same three lines as the HTML part's. */
export function textFooter(site: MailSite, locale: Locale): string[] {
  const words = footerWords(site, locale);
  return [
    "",
    words.site,
    words.operator,
    `${words.privacyLabel}: ${words.privacy}`,
  ];
}
