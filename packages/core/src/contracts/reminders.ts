import { z } from "zod";
import { accountYearWithoutDeposit } from "../deposits/account-deposits.ts";
import type { DepositTerms } from "../deposits/deposit-value.ts";
import { nextInstalmentDate } from "../deposits/scheme-terms.ts";
import { addDays, daysOfMonthLandingOn } from "../format/date.ts";
import { message } from "./message.ts";

/**
 * Maturity reminders by e-mail and the calendar feed (docs/product.md#reminders):
 * GET/PUT /reminders/settings, POST /reminders/unsubscribe/:token, POST/DELETE /calendar-feed.
 */

/** The lead times a person may choose, in days before the end date (0: on the day). */
export const REMINDER_LEAD_DAYS = [30, 15, 7, 3, 1, 0] as const;
export type ReminderLeadDays = (typeof REMINDER_LEAD_DAYS)[number];
/** What a person gets until they choose: a week before, and on the day. */
export const DEFAULT_REMINDER_LEAD_DAYS: ReminderLeadDays[] = [7, 0];

const leadDays = z.union(
  REMINDER_LEAD_DAYS.map((days) => z.literal(days)),
  { error: message("reminders.leadTimeChoices") },
);

export const reminderSettingsRequest = z.strictObject({
  enabled: z.boolean({
    error: message("field.trueOrFalse", { field: "enabled" }),
  }),
  lead_days: z
    .array(leadDays, { error: message("reminders.leadTimesList") })
    .max(REMINDER_LEAD_DAYS.length, {
      error: message("reminders.leadTimesOnce"),
    })
    .refine((days) => new Set(days).size === days.length, {
      error: message("reminders.leadTimesOnce"),
    }),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsRequest>;

/**
 * The reminders a scheme brings besides maturity (docs/product.md#reminders): a recurring deposit's
 * instalment due; a PPF or Sukanya Samriddhi financial year without a deposit yet, early in the
 * year (a deposit by 5 April earns the whole year's interest) and in March (the year's minimum
 * keeps the account active).
 */
export const SCHEME_REMINDER_KINDS = [
  "rd_instalment",
  "account_year_start",
  "account_year_end",
] as const;
export type SchemeReminderKind = (typeof SCHEME_REMINDER_KINDS)[number];

export const upcomingReminderSchema = z.object({
  investment_id: z.string(),
  company_name: z.string(),
  invest_type: z.string(),
  end_date: z.string(),
  maturity_amount: z.number(),
  /** The lead time this reminder stands for. */
  lead_days: z.number(),
  /** The day (YYYY-MM-DD, India time) the sweep queues it. */
  send_on: z.string(),
});
export type UpcomingReminder = z.infer<typeof upcomingReminderSchema>;

/** A scheme reminder the sweep would send: an RD's instalment, a PPF or Sukanya year without a deposit. */
export const upcomingSchemeReminderSchema = z.object({
  investment_id: z.string(),
  company_name: z.string(),
  invest_type: z.string(),
  kind: z.enum(SCHEME_REMINDER_KINDS),
  /** The instalment's day; for an account, the first day of its reminder's days that year. */
  due_on: z.string(),
  /** The day (YYYY-MM-DD, India time) the sweep queues it, as things stand today. */
  send_on: z.string(),
});
export type UpcomingSchemeReminder = z.infer<
  typeof upcomingSchemeReminderSchema
>;

export const reminderSettingsResponse = z.object({
  enabled: z.boolean(),
  lead_days: z.array(z.number()),
  /** The next reminders, soonest first (at most 10); empty while reminders are off. */
  upcoming: z.array(upcomingReminderSchema),
  /**
   * Each RD's, PPF's and Sukanya account's next scheme reminder, soonest first (at most 10); empty
   * while reminders are off.
   */
  scheme_upcoming: z.array(upcomingSchemeReminderSchema),
});
export type ReminderSettings = z.infer<typeof reminderSettingsResponse>;

export const unsubscribeResponse = z.object({ message: z.string() });

/**
 * POST /calendar-feed takes no fields: no body (Fastify validates it as null), or an empty object;
 * any field is unknown (400).
 */
export const createCalendarFeedRequest = z.strictObject({}).nullish();

export const calendarFeedResponse = z.object({
  /** The secret address a calendar app subscribes to; anyone holding it can read the feed. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedResponse>;

/** GET /calendar-feed: whether the person has an address (it is shown only when made). */
export const calendarFeedStatusResponse = z.object({ active: z.boolean() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusResponse>;

/**
 * Which of a deposit's reminders are still to come, `daysLeft` days before its end date: the
 * smallest lead time not shorter than `daysLeft` is due today (a deposit added 5 days before its end
 * gets its "7 days" reminder at once, not also a "30 days" one), and every shorter lead time falls
 * on its own day. Nothing once the end date has passed.
 */
export function remindersToCome(
  daysLeft: number,
  leadDays: readonly number[],
): { leadDays: number; inDays: number }[] {
  if (daysLeft < 0) return [];
  const sorted = [...new Set(leadDays)].sort((a, b) => b - a);
  const dueNow = sorted.filter((days) => days >= daysLeft).at(-1);
  return sorted
    .filter((days) => days < daysLeft || days === dueNow)
    .map((days) => ({ leadDays: days, inDays: Math.max(daysLeft - days, 0) }));
}

/** A scheme reminder, sent once per (investment, kind, `dueOn`). */
export interface SchemeReminder {
  kind: SchemeReminderKind;
  /** The instalment's day; for an account, the day its reminder of the year is planned for. */
  dueOn: string;
}

/** The days of April a deposit still earns the whole year's interest (by the 5th, for April too). */
const YEAR_START = { from: "04-01", to: "04-05" };
/** The days of March that remind of a year still without a deposit, two weeks before it ends. */
const YEAR_END = { from: "03-15", to: "03-31" };

/** Whether `today` (YYYY-MM-DD) lies within `days` (MM-DD to MM-DD) of its year. */
const within = (days: { from: string; to: string }, today: string) =>
  today.slice(5) >= days.from && today.slice(5) <= days.to;

/** How many days ahead an instalment is reminded of: the day before it falls due. */
const INSTALMENT_NOTICE_DAYS = 1;

/**
 * The scheme reminder due on `today`, or null: a recurring deposit's instalment the day before it
 * falls due (on the day itself when no sweep ran the day before; never the first, paid on opening);
 * a PPF or Sukanya account whose financial year has no deposit yet from 1 to 5 April and from
 * 15 to 31 March, while it takes deposits. Lead times apply to maturity reminders only.
 */
export function schemeReminderDue(
  terms: DepositTerms,
  today: string,
): SchemeReminder | null {
  if (terms.scheme === "recurring_deposit") {
    const next = nextInstalmentDate(terms, today);
    if (next === null || next === terms.startDate) return null;
    return next <= addDays(today, INSTALMENT_NOTICE_DAYS)
      ? { kind: "rd_instalment", dueOn: next }
      : null;
  }
  const year = accountYearWithoutDeposit(terms, today);
  if (year === null) return null;
  const first = Number(year.slice(0, 4));
  if (within(YEAR_START, today))
    return { kind: "account_year_start", dueOn: `${first}-${YEAR_START.from}` };
  if (within(YEAR_END, today))
    return { kind: "account_year_end", dueOn: `${first + 1}-${YEAR_END.from}` };
  return null;
}

/**
 * What can have a scheme reminder due on `today`, so the sweep reads nothing else: schemeReminderDue
 * accepts a recurring deposit only if it opened on one of `instalmentStartDays` of a month (its
 * instalments fall on that day each month, clamped to the month's last, and one falls today or
 * tomorrow), and a PPF or Sukanya account only if `accounts` (today lies within YEAR_START or
 * YEAR_END). Wider than the rule, never narrower: the rule still decides each candidate.
 */
export function schemeReminderCandidatesOn(today: string): {
  instalmentStartDays: number[];
  accounts: boolean;
} {
  const noticeDays = Array.from(
    { length: INSTALMENT_NOTICE_DAYS + 1 },
    (_, ahead) => addDays(today, ahead),
  );
  return {
    instalmentStartDays: noticeDays.flatMap(daysOfMonthLandingOn),
    accounts: within(YEAR_START, today) || within(YEAR_END, today),
  };
}

/** How far ahead the settings preview looks for a scheme reminder: a year brings every kind. */
const SCHEME_PREVIEW_DAYS = 366;

/**
 * The next scheme reminder the sweep would send from `today` on, as things stand (no deposit made
 * meanwhile), and the day it would: the first day within a year on which schemeReminderDue finds
 * one, so the preview and the sweep cannot disagree. Null when none falls within the year.
 */
export function nextSchemeReminder(
  terms: DepositTerms,
  today: string,
): (SchemeReminder & { sendOn: string }) | null {
  for (let day = 0; day <= SCHEME_PREVIEW_DAYS; day += 1) {
    const sendOn = addDays(today, day);
    if (sendOn >= terms.endDate) return null;
    const reminder = schemeReminderDue(terms, sendOn);
    if (reminder) return { ...reminder, sendOn };
  }
  return null;
}
