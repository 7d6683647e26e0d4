import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { escapeHtml, htmlEmail } from "./html-email.ts";
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

function when(daysLeft: number): string {
  if (daysLeft === 0) return "today";
  if (daysLeft === 1) return "tomorrow";
  return `in ${daysLeft} days`;
}

/**
 * A maturity reminder: plain-text and HTML parts saying the same thing, a link to the dashboard,
 * and List-Unsubscribe + List-Unsubscribe-Post headers so mail apps offer one-click unsubscribe.
 */
export function reminderEmail(
  mail: ReminderMail,
  siteUrl: string,
): ComposedEmail {
  const dashboard = `${siteUrl}/dashboard`;
  const unsubscribe = unsubscribeLink(siteUrl, mail.unsubscribeToken);
  const endDate = formatLongDate(mail.endDate);
  const headline = `Your ${mail.investType} with ${mail.companyName} matures ${when(mail.daysLeft)}`;
  const facts: [string, string][] = [
    ["Company", mail.companyName],
    ["Type", mail.investType],
    ["Amount invested", formatInr(mail.principalAmount)],
    ["End date", endDate],
    ["Maturity amount", formatInr(mail.maturityAmount)],
  ];
  const text = [
    `${headline} (${endDate}).`,
    "",
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(17)}${value}`),
    "",
    "Decide whether to renew or withdraw it, and record what you did:",
    dashboard,
    "",
    "You get this because maturity reminders are on in your Kosh settings.",
    `Stop these reminders: ${unsubscribe}`,
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
<p style="margin:0 0 16px"><a href="${escapeHtml(dashboard)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">Open my dashboard</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#475569">You get this because maturity reminders are on in your Kosh settings. <a href="${escapeHtml(unsubscribe)}" style="color:#475569">Stop these reminders</a>.</p>`,
    siteUrl,
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
