import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import {
  DEFAULT_LOCALE,
  type Locale,
  pathInLocale,
} from "@kosh/core/i18n/locale";
import { escapeHtml, htmlEmail, htmlText } from "./html-email.ts";
import { mailMessages } from "./mail-messages.ts";
import type { ComposedEmail } from "./mailer.ts";

/** What one maturity reminder says (reminders.service.ts fills it from the investment). */
export interface ReminderMail {
  companyName: string;
  investType: string;
  principalAmount: number;
  endDate: string;
  maturityAmount: number;
  /** Days from today to the end date (0: today). */
  daysLeft: number;
  /** This mail's unsubscribe secret (only its hash is kept: unsubscribe_tokens). */
  unsubscribeToken: string;
}

/** The one-click unsubscribe address (RFC 8058): POST unsubscribes, GET shows a page with the button. */
export function unsubscribeLink(siteUrl: string, token: string): string {
  return `${siteUrl}/api/reminders/unsubscribe/${encodeURIComponent(token)}`;
}

function headlineKey(daysLeft: number) {
  if (daysLeft === 0) return "reminder.maturesToday";
  if (daysLeft === 1) return "reminder.maturesTomorrow";
  return "reminder.maturesInDays";
}

/**
 * A maturity reminder in the person's language: plain-text and HTML parts saying the same thing,
 * a link to the dashboard, and List-Unsubscribe + List-Unsubscribe-Post headers so mail apps offer
 * one-click unsubscribe.
 */
export function reminderEmail(
  mail: ReminderMail,
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const t = mailMessages(locale);
  const dashboard = `${siteUrl}${pathInLocale("/dashboard", locale)}`;
  const unsubscribe = unsubscribeLink(siteUrl, mail.unsubscribeToken);
  const endDate = formatLongDate(mail.endDate, locale);
  const headline = t(headlineKey(mail.daysLeft), {
    investType: mail.investType,
    companyName: mail.companyName,
    days: mail.daysLeft,
  });
  const facts: [string, string][] = [
    [t("reminder.company"), mail.companyName],
    [t("reminder.type"), mail.investType],
    [t("reminder.amountInvested"), formatInr(mail.principalAmount)],
    [t("reminder.endDate"), endDate],
    [t("reminder.maturityAmount"), formatInr(mail.maturityAmount)],
  ];
  const text = [
    `${headline} (${endDate}).`,
    "",
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(17)}${value}`),
    "",
    t("reminder.decide"),
    dashboard,
    "",
    t("reminder.why"),
    t("reminder.stopLink", { link: unsubscribe }),
    "",
    `Kosh · ${siteUrl}`,
  ].join("\n");

  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = htmlEmail(
    headline,
    `<p style="margin:0 0 16px;font-size:16px">${escapeHtml(headline)} (${escapeHtml(endDate)}).</p>
<table style="margin:0 0 16px;font-size:14px;border-collapse:collapse">
${rows}
</table>
<p style="margin:0 0 16px"><a href="${escapeHtml(dashboard)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${htmlText(t("reminder.openDashboard"))}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">${htmlText(t("reminder.why"))} <a href="${escapeHtml(unsubscribe)}" style="color:#475569">${htmlText(t("reminder.stop"))}</a>${htmlText(t("reminder.stopEnd"))}</p>`,
    siteUrl,
    locale,
  );
  return {
    subject: `${headline}: ${formatInr(mail.maturityAmount)}`,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
