import {
  DEFAULT_LOCALE,
  type Locale,
  pathInLocale,
} from "@kosh/core/i18n/locale";
import { escapeHtml, htmlEmail, htmlText } from "./html-email.ts";
import { type MailSite, textFooter } from "./mail-footer.ts";
import { mailMessages } from "./mail-messages.ts";
import type { ComposedEmail, InvitationMail } from "./mailer.ts";

/** Where an invited person signs in: the page, in the mail's language, that asks for their address and mails the code. */
function signInLink(site: MailSite, locale: Locale = DEFAULT_LOCALE): string {
  return `${site.url}${pathInLocale("/auth", locale)}`;
}

/**
 * The invitation: a plain-text and an HTML part saying the same thing. The only link is the
 * sign-in page, the same for everyone, so the mail carries no per-recipient secret or tracker:
 * the person proves the address by the code sent when they sign in.
 */
export function invitationEmail(
  mail: InvitationMail,
  site: MailSite,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const t = mailMessages(locale);
  const link = signInLink(site, locale);
  const invited = t(
    mail.role === "admin"
      ? "invitation.invitedAsAdmin"
      : "invitation.invitedAsUser",
    { invitedBy: mail.invitedBy },
  );
  const enterAddress = t("invitation.enterAddress", { email: mail.to });
  const text = [
    invited,
    "",
    t("invitation.signInHere", { link }),
    "",
    enterAddress,
    "",
    t("invitation.notExpected"),
    ...textFooter(site, locale),
  ].join("\n");

  const subject = t("invitation.subject");
  const html = htmlEmail(
    subject,
    `<p style="margin:0 0 16px;font-size:16px">${htmlText(invited)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${htmlText(t("invitation.button"))}</a></p>
<p style="margin:0 0 12px;font-size:14px">${htmlText(enterAddress)}</p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">${htmlText(`${t("invitation.buttonFails", { link })} ${t("invitation.notExpected")}`)}</p>`,
    site,
    locale,
  );
  return { subject, text, html };
}
