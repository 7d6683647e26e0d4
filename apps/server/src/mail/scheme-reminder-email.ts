import en from "@kosh/core/deposits/messages/en";
import hi from "@kosh/core/deposits/messages/hi";
import type { YearlyLimits } from "@kosh/core/deposits/account-deposits";
import { financialYearLabel } from "@kosh/core/deposits/interest-by-financial-year";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { DEFAULT_LOCALE, type Locale } from "@kosh/core/i18n/locale";
import { type Dictionaries, translate } from "@kosh/core/i18n/messages";
import type { MailSite } from "./mail-footer.ts";
import { mailMessages } from "./mail-messages.ts";
import type { ComposedEmail } from "./mailer.ts";
import { reminderFrame } from "./reminder-email.ts";

/** Core's words for a financial year ("FY 2026-27 (April 2026 to March 2027)"), by language. */
const DEPOSIT_WORDS: Dictionaries<typeof en> = { en, hi };

/** What a recurring deposit's instalment reminder says (reminder-mails.ts fills it). */
export interface InstalmentReminderMail {
  companyName: string;
  investType: string;
  instalment: number;
  dueOn: string;
  /** 0: due today; 1: due tomorrow. */
  daysLeft: number;
  /** Which instalment it is, of how many the term holds. */
  number: number;
  count: number;
  endDate: string;
  unsubscribeToken: string;
  /** Whose household it is, for a person it is shared with; absent for its owner. */
  household?: string;
}

/** What a PPF or Sukanya account's reminder of a year without a deposit says. */
export interface AccountYearReminderMail {
  kind: "account_year_start" | "account_year_end";
  companyName: string;
  investType: string;
  /** "2026-27". */
  financialYear: string;
  /** The account's deposits together. */
  deposited: number;
  limits: YearlyLimits;
  unsubscribeToken: string;
  /** Whose household it is, for a person it is shared with; absent for its owner. */
  household?: string;
}

/**
 * A recurring deposit's instalment is due tomorrow (or today): its amount, its day and which of the
 * term's instalments it is (docs/product.md#reminders).
 */
export function instalmentReminderEmail(
  mail: InstalmentReminderMail,
  site: MailSite,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const t = mailMessages(locale);
  const dueOn = formatLongDate(mail.dueOn, locale);
  const instalment = formatInr(mail.instalment);
  const headline = t(
    mail.daysLeft === 0 ? "instalment.dueToday" : "instalment.dueTomorrow",
    { investType: mail.investType, companyName: mail.companyName, instalment },
  );
  return reminderFrame(
    {
      subject: `${headline} (${dueOn})`,
      headline,
      household: mail.household,
      day: dueOn,
      notes: [t("instalment.payOnTime")],
      facts: [
        [t("reminder.company"), mail.companyName],
        [t("reminder.type"), mail.investType],
        [t("instalment.amount"), instalment],
        [t("instalment.dueOn"), dueOn],
        [
          t("instalment.number"),
          t("instalment.numberOf", { number: mail.number, count: mail.count }),
        ],
        [t("reminder.endDate"), formatLongDate(mail.endDate, locale)],
      ],
      action: t("instalment.seeIt"),
      why: t("schemeReminder.why"),
    },
    mail.unsubscribeToken,
    site,
    locale,
  );
}

/** The headline and the note of an account's reminder: its kind's, with the day it names. */
function accountYearWords(
  mail: AccountYearReminderMail,
  locale: Locale,
): { headline: string; note: string } {
  const t = mailMessages(locale);
  const first = Number(mail.financialYear.slice(0, 4));
  const names = { investType: mail.investType, companyName: mail.companyName };
  const minimum = formatInr(mail.limits.min);
  if (mail.kind === "account_year_start") {
    const depositBy = formatLongDate(`${first}-04-05`, locale);
    return {
      headline: t("accountYear.startHeadline", { ...names, depositBy }),
      note: t("accountYear.startNote", { depositBy }),
    };
  }
  const yearEnd = formatLongDate(`${first + 1}-03-31`, locale);
  return {
    headline: t("accountYear.endHeadline", { ...names, minimum, yearEnd }),
    note: t("accountYear.endNote", { minimum }),
  };
}

/**
 * A PPF or Sukanya Samriddhi account's financial year has no deposit yet: early in April, a deposit
 * by 5 April earns the whole year's interest; in March, the year's minimum by 31 March keeps the
 * account active (docs/product.md#reminders).
 */
export function accountYearReminderEmail(
  mail: AccountYearReminderMail,
  site: MailSite,
  locale: Locale = DEFAULT_LOCALE,
): ComposedEmail {
  const t = mailMessages(locale);
  const minimum = formatInr(mail.limits.min);
  const { headline, note } = accountYearWords(mail, locale);
  return reminderFrame(
    {
      subject: headline,
      headline,
      household: mail.household,
      notes: [note],
      facts: [
        [t("reminder.company"), mail.companyName],
        [t("reminder.type"), mail.investType],
        [
          t("accountYear.financialYear"),
          financialYearLabel(
            mail.financialYear,
            translate(DEPOSIT_WORDS[locale]),
          ),
        ],
        [t("accountYear.deposited"), formatInr(mail.deposited)],
        [
          t("accountYear.limits"),
          t("accountYear.limitsRange", {
            minimum,
            maximum: formatInr(mail.limits.max),
          }),
        ],
      ],
      action: t("accountYear.record"),
      why: t("schemeReminder.why"),
    },
    mail.unsubscribeToken,
    site,
    locale,
  );
}
