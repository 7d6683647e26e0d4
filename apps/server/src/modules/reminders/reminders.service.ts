import { message } from "@kosh/core/contracts/message";
import {
  type ReminderSettings,
  nextSchemeReminder,
  remindersToCome,
  type UpcomingReminder,
  type UpcomingSchemeReminder,
} from "@kosh/core/contracts/reminders";
import { byCode } from "@kosh/core/format/compare";
import { addDays, daysBetween } from "@kosh/core/format/date";
import type { Locale } from "@kosh/core/i18n/locale";
import { NotFound } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { serverToday } from "../../server-today.ts";
import { sessionTokenHash } from "../auth/session-token.ts";
import {
  depositsOfAccountCandidates,
  LONGEST_LEAD_DAYS,
  type ReminderCandidate,
  reminderCandidates,
  SCHEMES_WITH_REMINDERS,
} from "./reminder-candidates.repo.ts";
import { candidateTerms } from "./reminder-mails.ts";
import {
  forgetUnsubscribeTokens,
  reminderSettingsOf,
  saveReminderSettings,
  unsubscribeByTokenHash,
  unsubscribeTokenHolderLocale,
} from "./reminders.repo.ts";
import { sentKey, sentReminders } from "./reminders-sent.repo.ts";
import { unsubscribeMessages } from "./unsubscribe-page.ts";

/** How many upcoming reminders the settings screen previews. */
const PREVIEW_LENGTH = 10;

export type ReminderService = ReturnType<typeof createReminderService>;

/**
 * Reminders by e-mail (docs/product.md#reminders): maturity, a recurring deposit's instalments, a PPF
 * or Sukanya year without a deposit; the settings, unsubscribing. The sweep that queues them is
 * reminder-sweep.ts.
 */
export function createReminderService({ db, now }: Infrastructure) {
  /** The person's next reminders, soonest first, leaving out those already queued. */
  async function upcoming(userId: string): Promise<UpcomingReminder[]> {
    const today = serverToday(now());
    const candidates = await reminderCandidates(db, {
      from: today,
      to: addDays(today, LONGEST_LEAD_DAYS),
      recipientId: userId,
    });
    const sent = await sentReminders(
      db,
      candidates.map((candidate) => candidate.investmentId),
    );
    return candidates
      .flatMap((candidate) => planned(candidate, today, sent))
      .sort((a, b) => byCode(a.send_on, b.send_on) || b.lead_days - a.lead_days)
      .slice(0, PREVIEW_LENGTH);
  }

  /**
   * The person's RDs' and accounts' next scheme reminders, soonest first, by the rule the sweep
   * follows (core's nextSchemeReminder), as things stand today.
   */
  async function schemeUpcoming(
    userId: string,
  ): Promise<UpcomingSchemeReminder[]> {
    const today = serverToday(now());
    const candidates = await reminderCandidates(db, {
      from: addDays(today, 1),
      schemes: SCHEMES_WITH_REMINDERS,
      recipientId: userId,
    });
    const deposits = await depositsOfAccountCandidates(db, candidates);
    return candidates
      .flatMap((candidate) => {
        const next = nextSchemeReminder(
          candidateTerms(candidate, deposits.get(candidate.investmentId)),
          today,
        );
        return next
          ? [
              {
                investment_id: candidate.investmentId,
                company_name: candidate.companyName,
                invest_type: candidate.investType,
                kind: next.kind,
                due_on: next.dueOn,
                send_on: next.sendOn,
              },
            ]
          : [];
      })
      .sort(
        (a, b) =>
          byCode(a.send_on, b.send_on) ||
          byCode(a.investment_id, b.investment_id),
      )
      .slice(0, PREVIEW_LENGTH);
  }

  async function settings(userId: string): Promise<ReminderSettings> {
    const row = await reminderSettingsOf(db, userId);
    if (!row) throw new NotFound(message("admin.noSuchUser"));
    return {
      enabled: row.enabled,
      lead_days: [...row.leadDays].sort((a, b) => b - a),
      upcoming: row.enabled ? await upcoming(userId) : [],
      scheme_upcoming: row.enabled ? await schemeUpcoming(userId) : [],
    };
  }

  async function updateSettings(
    userId: string,
    change: { enabled: boolean; lead_days: number[] },
  ): Promise<ReminderSettings> {
    await db.transaction(async (tx) => {
      const before = await reminderSettingsOf(tx, userId);
      // Turned on again: the links in earlier mails must not turn them off a second time.
      if (change.enabled && before?.enabled === false)
        await forgetUnsubscribeTokens(tx, userId);
      await saveReminderSettings(
        tx,
        userId,
        { enabled: change.enabled, leadDays: change.lead_days },
        now(),
      );
    });
    return settings(userId);
  }

  /**
   * One-click unsubscribe: the secret in the mail's link turns reminders off, no sign-in needed.
   * Resolves the language of the person it was sent to, for the page that says so.
   */
  async function unsubscribe(token: string): Promise<Locale> {
    const locale = await unsubscribeByTokenHash(
      db,
      sessionTokenHash(token),
      now(),
    );
    if (!locale)
      throw new NotFound(unsubscribeMessages("en")("unknown.message"));
    return locale;
  }

  /** The language of the person an unsubscribe link was sent to, if the link is known. */
  const unsubscribeLocale = (token: string) =>
    unsubscribeTokenHolderLocale(db, sessionTokenHash(token));

  return { settings, updateSettings, unsubscribe, unsubscribeLocale };
}

function planned(
  candidate: ReminderCandidate,
  today: string,
  sent: Set<string>,
): UpcomingReminder[] {
  const daysLeft = daysBetween(today, candidate.endDate);
  return remindersToCome(daysLeft, candidate.leadDays)
    .filter(
      (reminder) =>
        !sent.has(
          sentKey({
            investmentId: candidate.investmentId,
            userId: candidate.userId,
            leadDays: reminder.leadDays,
          }),
        ),
    )
    .map((reminder) => ({
      investment_id: candidate.investmentId,
      company_name: candidate.companyName,
      invest_type: candidate.investType,
      end_date: candidate.endDate,
      maturity_amount: candidate.maturityAmount,
      lead_days: reminder.leadDays,
      send_on: addDays(today, reminder.inDays),
    }));
}
