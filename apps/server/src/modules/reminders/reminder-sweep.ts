import {
  remindersToCome,
  schemeReminderCandidatesOn,
  schemeReminderDue,
} from "@kosh/core/contracts/reminders";
import { ACCOUNT_SCHEMES } from "@kosh/core/deposits/investment-scheme";
import { byCode } from "@kosh/core/format/compare";
import { addDays, daysBetween } from "@kosh/core/format/date";
import type { FastifyBaseLogger } from "fastify";
import type { ComposedEmail } from "../../mail/mailer.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { serverToday } from "../../server-today.ts";
import { newSessionToken, sessionTokenHash } from "../auth/session-token.ts";
import {
  type CandidateKey,
  type CandidatePage,
  depositsOfAccountCandidates,
  LONGEST_LEAD_DAYS,
  type ReminderCandidate,
  reminderCandidates,
  typesOfScheme,
} from "./reminder-candidates.repo.ts";
import { candidateTerms, maturityMail, schemeMail } from "./reminder-mails.ts";
import {
  MATURITY_SENT,
  type MaturityReminderSent,
  queueReminders,
  SCHEME_SENT,
  type SchemeReminderSent,
  type SentTable,
} from "./reminders-sent.repo.ts";

/**
 * Reminders one sweep statement queues, and candidates one slice of the sweep works out,
 * so a big sweep never holds PGlite's one connection, or the server's one thread, long: the sweep
 * gives way to requests before each (decision 0061). Ten mails are composed and written in a few
 * milliseconds; a request arriving meanwhile waits that long at most.
 */
const SWEEP_CHUNK = 10;
/**
 * Candidates one query of the sweep reads: a country's scheme candidates (100,000 people,
 * 2,000,000 investments: every active RD and account, some 400,000, before they were narrowed to
 * those that can be due; every account still, from 15 March to 5 April) in one query outran the
 * database's time limit (1.5 s), and their deposits PostgreSQL's 65,535 parameters. Drizzle maps a
 * page's rows in one go on the server's thread, so a page is small enough for a request arriving
 * meanwhile to wait a few milliseconds at most (decision 0061).
 */
export const CANDIDATE_PAGE = 250;

/** A reminder due today: its bookkeeping row, whom it goes to and its mail with a given secret. */
interface DueReminder<Row> {
  row: Row;
  to: string;
  compose(unsubscribeToken: string): ComposedEmail;
}

/**
 * The daily reminder sweep (docs/product.md#reminders): queues the maturity reminders, a recurring
 * deposit's instalments and a PPF or Sukanya year without a deposit due today, each once.
 */
export function createReminderSweep({
  db,
  mailQueue,
  now,
  mailSite,
  giveWayToRequests,
}: Infrastructure) {
  /** `items` `size` (SWEEP_CHUNK) at a time, each slice once the requests in flight are answered. */
  async function* slices<T>(
    items: readonly T[],
    size = SWEEP_CHUNK,
  ): AsyncGenerator<T[]> {
    for (let start = 0; start < items.length; start += size) {
      await giveWayToRequests();
      yield items.slice(start, start + size);
    }
  }

  /**
   * The candidates of `query` a page (CANDIDATE_PAGE) at a time in the page's order, each page
   * read once the requests in flight are answered.
   */
  async function* candidatePages(
    query: Omit<Parameters<typeof reminderCandidates>[1], "page">,
    by: CandidatePage["by"],
  ): AsyncGenerator<ReminderCandidate[]> {
    let after: CandidateKey | undefined;
    for (;;) {
      await giveWayToRequests();
      const candidates = await reminderCandidates(db, {
        ...query,
        page: { by, after, size: CANDIDATE_PAGE },
      });
      yield candidates;
      if (candidates.length < CANDIDATE_PAGE) return;
      after = candidates.at(-1);
    }
  }

  /**
   * Queues `due` (`kind`: how its rows are recorded and told apart), a slice at a time, each slice
   * in one statement with its bookkeeping rows (queueReminders): the rows' keys make each reminder
   * queued exactly once, across restarts and processes. Those an earlier sweep queued are left out
   * first, a page at a time, by reading their keys (`sent`): most of a day's second sweep, and of a
   * maturity window's catching-up reminders, is already queued, and a read costs the database less
   * than a write that finds its row taken. Each mail carries a secret of its own; only its hash is
   * kept. Returns how many it queued.
   */
  async function queueOnce<
    Row extends { investmentId: string; userId: string },
  >(due: DueReminder<Row>[], kind: SentTable<Row>, at: Date): Promise<number> {
    let queued = 0;
    for await (const page of slices(due, CANDIDATE_PAGE)) {
      const already = await kind.sent(db, [
        ...new Set(page.map((reminder) => reminder.row.investmentId)),
      ]);
      const unsent = page.filter(
        (reminder) => !already.has(kind.keyOf(reminder.row)),
      );
      for await (const chunk of slices(unsent))
        queued += await queueReminders(
          db,
          kind,
          chunk.map(({ row, to, compose }) => {
            const token = newSessionToken();
            return {
              row,
              tokenHash: sessionTokenHash(token),
              to,
              email: compose(token),
            };
          }),
          at,
        );
    }
    return queued;
  }

  /**
   * Each maturity reminder due today of `candidates` (investments ending within the longest lead
   * time): the lead time reached, or the nearest passed one.
   */
  function maturityRemindersDue(
    today: string,
    candidates: readonly ReminderCandidate[],
  ): DueReminder<MaturityReminderSent>[] {
    return candidates.flatMap((candidate) => {
      const daysLeft = daysBetween(today, candidate.endDate);
      const now = remindersToCome(daysLeft, candidate.leadDays).find(
        (reminder) => reminder.inDays === 0,
      );
      if (!now) return [];
      return [
        {
          row: {
            investmentId: candidate.investmentId,
            userId: candidate.userId,
            leadDays: now.leadDays,
          },
          to: candidate.email,
          compose: (token: string) =>
            maturityMail(candidate, daysLeft, token, mailSite),
        },
      ];
    });
  }

  /**
   * Each scheme reminder due today (core's schemeReminderDue): an RD's instalment, a PPF or Sukanya
   * year without a deposit. Lead times are for maturity only. The database hands over only the RDs
   * and accounts that can have one today (core's schemeReminderCandidatesOn: an RD whose instalment
   * day is today's or tomorrow's, accounts from 15 March to 5 April), and the rule decides each.
   * The RDs are read type by type and start day by start day, each through the index on (start
   * day, type, owner, id), which holds those alone: read among every household's active
   * investments in owner order, a page of 250 took 24-25 ms of the database's time on the scale
   * database with every page cached (67-233 ms from the disk), against 1.2-1.4 ms cached (6-14 ms
   * the first time) by the index (docs/bench-log.md, 2026-12-01). They are read a page at a time, each
   * page's reminders worked out a slice at a time before the next is read; soonest end date first,
   * as one query ordered them.
   */
  async function schemeRemindersDue(
    today: string,
  ): Promise<DueReminder<SchemeReminderSent>[]> {
    const due: {
      endDate: string;
      reminder: DueReminder<SchemeReminderSent>;
    }[] = [];
    const { instalmentStartDays, accounts } = schemeReminderCandidatesOn(today);
    const from = addDays(today, 1);
    const queries = [
      ...(await typesOfScheme(db, "recurring_deposit")).flatMap(
        (investTypeId) =>
          [...new Set(instalmentStartDays)].map((openedOnDay) => ({
            from,
            investTypeId,
            openedOnDay,
          })),
      ),
      ...(accounts ? [{ from, schemes: ACCOUNT_SCHEMES }] : []),
    ];
    for (const query of queries)
      for await (const candidates of candidatePages(query, "household")) {
        const deposits = await depositsOfAccountCandidates(db, candidates);
        for await (const slice of slices(candidates))
          for (const candidate of slice) {
            const terms = candidateTerms(
              candidate,
              deposits.get(candidate.investmentId),
            );
            const reminder = schemeReminderDue(terms, today);
            if (!reminder) continue;
            due.push({
              endDate: candidate.endDate,
              reminder: {
                row: {
                  investmentId: candidate.investmentId,
                  userId: candidate.userId,
                  ...reminder,
                },
                to: candidate.email,
                compose: (token: string) =>
                  schemeMail(
                    candidate,
                    terms,
                    reminder,
                    today,
                    token,
                    mailSite,
                  ),
              },
            });
          }
      }
    return due
      .sort(
        (a, b) =>
          byCode(a.endDate, b.endDate) ||
          byCode(a.reminder.row.investmentId, b.reminder.row.investmentId),
      )
      .map(({ reminder }) => reminder);
  }

  /**
   * Queues every reminder due today that no sweep queued before: maturity once per (investment,
   * lead time), a scheme's once per (investment, kind, day). Returns how many it queued.
   */
  async function sweep(log: FastifyBaseLogger): Promise<number> {
    const at = now();
    const today = serverToday(at);
    let maturity = 0;
    // Soonest end date first, a page at a time: the end dates' index reads the window alone.
    for await (const candidates of candidatePages(
      { from: today, to: addDays(today, LONGEST_LEAD_DAYS) },
      "endDate",
    ))
      maturity += await queueOnce(
        maturityRemindersDue(today, candidates),
        MATURITY_SENT,
        at,
      );
    const schemes = await queueOnce(
      await schemeRemindersDue(today),
      SCHEME_SENT,
      at,
    );
    if (maturity > 0)
      log.info({ queued: maturity }, "Maturity reminders queued");
    if (schemes > 0) log.info({ queued: schemes }, "Scheme reminders queued");
    if (maturity + schemes > 0) mailQueue.wake();
    return maturity + schemes;
  }

  return { sweep };
}
