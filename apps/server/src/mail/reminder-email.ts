import type { PayoutSchedule } from "@kosh/core/deposits/interest-schedule";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import {
  DEFAULT_LOCALE,
  type Locale,
  pathInLocale,
} from "@kosh/core/i18n/locale";
import { escapeHtml, htmlEmail, htmlText } from "./html-email.ts";
import { type MailSite, textFooter } from "./mail-footer.ts";
import { mailMessages } from "./mail-messages.ts";
import type { ComposedEmail } from "./mailer.ts";

/** What one maturity reminder says (reminder-mails.ts fills it from the investment). */
export interface ReminderMail {
  companyName: string;
  investType: string;
  principalAmount: number;
  endDate: string;
  maturityAmount: number;
  /** Days from today to the end date (0: today). */
  daysLeft: number;
  /**
   * A payout deposit's interest paid out along the way: what each payout pays and the last one,
   * paid with the deposit on the end date (docs/product.md#schemes-in-my-investments).
   */
  payout?: { schedule: PayoutSchedule; amount: number; last: number };
  /** This mail's unsubscribe secret (only its hash is kept: unsubscribe_tokens). */
  unsubscribeToken: string;
  /** Whose household it is, for a person it is shared with; absent for its owner. */
  household?: string;
}

/** What a reminder says in the person's language; reminderFrame puts it in the frame all share. */
export interface ReminderWords {
  subject: string;
  headline: string;
  /** The day it is about, as the person's language writes it, after the headline (when it does not name it). */
  day?: string;
  /** Paragraphs after the headline. */
  notes?: string[];
  /** Label and value, one line each. */
  facts: [string, string][];
  /** The line before the link to the dashboard. */
  action: string;
  /** Why the person gets this mail. */
  why: string;
  /**
   * Whose household the investment is in, for a person it is shared with
   * (docs/product.md#household): the first fact. Absent for the household's owner.
   */
  household?: string;
}

/** The plain-text part's column for the facts' values. */
const LABEL_WIDTH = 17;

/** The one-click unsubscribe address (RFC 8058): POST unsubscribes, GET shows a page with the button. */
export function unsubscribeLink(siteUrl: string, token: string): string {
  return `${siteUrl}/api/reminders/unsubscribe/${encodeURIComponent(token)}`;
}

/**
 * Every reminder's frame (docs/product.md#reminders): plain-text and HTML parts saying the same
 * thing, a link to the dashboard, and List-Unsubscribe + List-Unsubscribe-Post headers so mail apps
 * offer one-click unsubscribe with this mail's own secret.
 */
export function reminderFrame(
  words: ReminderWords,
  unsubscribeToken: string,
  site: MailSite,
  locale: Locale,
): ComposedEmail {
  const t = mailMessages(locale);
  const dashboard = `${site.url}${pathInLocale("/dashboard", locale)}`;
  const unsubscribe = unsubscribeLink(site.url, unsubscribeToken);
  const notes = words.notes ?? [];
  const facts: [string, string][] = [
    ...(words.household === undefined
      ? []
      : [[t("reminder.household"), words.household] as [string, string]]),
    ...words.facts,
  ];
  const opening =
    words.day === undefined
      ? `${words.headline}${t("reminder.fullStop")}`
      : `${words.headline} (${words.day})${t("reminder.fullStop")}`;
  // Values line up after the longest label, never run into it.
  const width = Math.max(
    LABEL_WIDTH,
    ...facts.map(([label]) => label.length + 2),
  );
  const text = [
    opening,
    ...notes.flatMap((note) => ["", note]),
    "",
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    words.action,
    dashboard,
    "",
    words.why,
    t("reminder.stopLink", { link: unsubscribe }),
    ...textFooter(site, locale),
  ].join("\n");

  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const paragraphs = notes
    .map(
      (note) =>
        `<p style="margin:0 0 16px;font-size:14px">${htmlText(note)}</p>\n`,
    )
    .join("");
  const html = htmlEmail(
    words.headline,
    `<p style="margin:0 0 16px;font-size:16px">${escapeHtml(opening)}</p>
${paragraphs}<table style="margin:0 0 16px;font-size:14px;border-collapse:collapse">
${rows}
</table>
<p style="margin:0 0 8px;font-size:14px">${htmlText(words.action)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(dashboard)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${htmlText(t("reminder.openDashboard"))}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">${htmlText(words.why)} <a href="${escapeHtml(unsubscribe)}" style="color:#475569">${htmlText(t("reminder.stop"))}</a>${htmlText(t("reminder.fullStop"))}</p>`,
    site,
    locale,
  );
  return {
    subject: words.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

function headlineKey(daysLeft: number) {
  if (daysLeft === 0) return "reminder.maturesToday";
  if (daysLeft === 1) return "reminder.maturesTomorrow";
  return "reminder.maturesInDays";
}

/**
 * A maturity reminder in the person's language. A payout deposit returns only its principal at
 * maturity, so the mail says what it pays along the way and the last payout beside the maturity
 * amount ("₹10,00,000 + the last payout, ₹13,707").
 */
export function reminderEmail(
  mail: ReminderMail,
  site: MailSite,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const t = mailMessages(locale);
  const endDate = formatLongDate(mail.endDate, locale);
  const headline = t(headlineKey(mail.daysLeft), {
    investType: mail.investType,
    companyName: mail.companyName,
    days: mail.daysLeft,
  });
  const maturity = mail.payout
    ? t("reminder.maturityWithLastPayout", {
        maturity: formatInr(mail.maturityAmount),
        payout: formatInr(mail.payout.last),
      })
    : formatInr(mail.maturityAmount);
  const payoutFacts: [string, string][] = mail.payout
    ? [
        [
          t("reminder.interestPaidOut"),
          t(`reminder.payout.${mail.payout.schedule}`, {
            payout: formatInr(mail.payout.amount),
          }),
        ],
      ]
    : [];
  return reminderFrame(
    {
      subject: `${headline}: ${maturity}`,
      headline,
      day: endDate,
      facts: [
        [t("reminder.company"), mail.companyName],
        [t("reminder.type"), mail.investType],
        [t("reminder.amountInvested"), formatInr(mail.principalAmount)],
        [t("reminder.endDate"), endDate],
        ...payoutFacts,
        [t("reminder.maturityAmount"), maturity],
      ],
      action: t("reminder.decide"),
      why: t("reminder.why"),
      household: mail.household,
    },
    mail.unsubscribeToken,
    site,
    locale,
  );
}
