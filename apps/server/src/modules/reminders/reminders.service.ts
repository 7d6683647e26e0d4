import { message } from "@kosh/core/contracts/message";
import {
  REMINDER_LEAD_DAYS,
  type ReminderSettings,
  remindersToCome,
  type UpcomingReminder,
} from "@kosh/core/contracts/reminders";
import { byCode } from "@kosh/core/format/compare";
import { addDays, daysBetween } from "@kosh/core/format/date";
import type { Locale } from "@kosh/core/i18n/locale";
import type { FastifyBaseLogger } from "fastify";
import { NotFound } from "../../errors.ts";
import { enqueueMail } from "../../mail/mail-queue.ts";
import { reminderEmail } from "../../mail/reminder-email.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { serverToday } from "../../server-today.ts";
import { newSessionToken, sessionTokenHash } from "../auth/session-token.ts";
import {
  forgetUnsubscribeTokens,
  type ReminderCandidate,
  recordRemindersSent,
  recordUnsubscribeTokens,
  reminderCandidates,
  reminderSettingsOf,
  saveReminderSettings,
  sentKey,
  sentReminders,
  unsubscribeByTokenHash,
  unsubscribeTokenHolderLocale,
} from "./reminders.repo.ts";
import { unsubscribeMessages } from "./unsubscribe-page.ts";

/** The longest lead time: no investment ending later needs anything from a sweep today. */
const LONGEST_LEAD_DAYS = Math.max(...REMINDER_LEAD_DAYS);
/** Investments one sweep transaction handles, so a big sweep never holds PGlite's one connection long. */
const SWEEP_CHUNK = 100;
/** How many upcoming reminders the settings screen previews. */
const PREVIEW_LENGTH = 10;

export type ReminderService = ReturnType<typeof createReminderService>;

/** Maturity reminders by e-mail (docs/product.md#reminders): the sweep, the settings, unsubscribing. */
export function createReminderService({
  db,
  mailQueue,
  now,
  publicUrl,
}: Infrastructure) {
  /**
   * Queues every reminder due today that no sweep queued before, each in one transaction with its
   * bookkeeping row: exactly once per (investment, lead time), across restarts and processes.
   * Returns how many it queued.
   */
  async function sweep(log: FastifyBaseLogger): Promise<number> {
    const at = now();
    const today = serverToday(at);
    const candidates = await reminderCandidates(db, {
      from: today,
      to: addDays(today, LONGEST_LEAD_DAYS),
    });
    const due = candidates.flatMap((candidate) => {
      const daysLeft = daysBetween(today, candidate.endDate);
      const now = remindersToCome(daysLeft, candidate.leadDays).find(
        (reminder) => reminder.inDays === 0,
      );
      return now ? [{ candidate, leadDays: now.leadDays, daysLeft }] : [];
    });
    let queued = 0;
    for (let start = 0; start < due.length; start += SWEEP_CHUNK) {
      const chunk = due.slice(start, start + SWEEP_CHUNK);
      queued += await db.transaction(async (tx) => {
        const recorded = await recordRemindersSent(
          tx,
          chunk.map(({ candidate, leadDays }) => ({
            investmentId: candidate.investmentId,
            leadDays,
          })),
          at,
        );
        const fresh = new Set(
          recorded.map((row) => sentKey(row.investmentId, row.leadDays)),
        );
        // Each mail carries a secret of its own; only its hash is kept.
        const toSend = chunk
          .filter(({ candidate, leadDays }) =>
            fresh.has(sentKey(candidate.investmentId, leadDays)),
          )
          .map((reminder) => ({ ...reminder, token: newSessionToken() }));
        await recordUnsubscribeTokens(
          tx,
          toSend.map(({ candidate, token }) => ({
            tokenHash: sessionTokenHash(token),
            userId: candidate.userId,
          })),
          at,
        );
        for (const { candidate, daysLeft, token } of toSend) {
          await enqueueMail(
            tx,
            {
              kind: "reminder",
              to: candidate.email,
              email: reminderEmail(
                { ...candidate, daysLeft, unsubscribeToken: token },
                publicUrl,
                candidate.locale,
              ),
            },
            at,
          );
        }
        return toSend.length;
      });
    }
    if (queued > 0) {
      log.info({ queued }, "Maturity reminders queued");
      mailQueue.wake();
    }
    return queued;
  }

  /** The person's next reminders, soonest first, leaving out those already queued. */
  async function upcoming(userId: string): Promise<UpcomingReminder[]> {
    const today = serverToday(now());
    const candidates = await reminderCandidates(db, {
      from: today,
      to: addDays(today, LONGEST_LEAD_DAYS),
      userId,
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

  async function settings(userId: string): Promise<ReminderSettings> {
    const row = await reminderSettingsOf(db, userId);
    if (!row) throw new NotFound(message("admin.noSuchUser"));
    return {
      enabled: row.enabled,
      lead_days: [...row.leadDays].sort((a, b) => b - a),
      upcoming: row.enabled ? await upcoming(userId) : [],
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

  return { sweep, settings, updateSettings, unsubscribe, unsubscribeLocale };
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
        !sent.has(sentKey(candidate.investmentId, reminder.leadDays)),
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
