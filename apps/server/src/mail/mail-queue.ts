import type { MailKind } from "@kosh/core/contracts/admin-mail";
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import { mailNobodyWaitsFor, mailOutbox } from "../db/schema.ts";
import { MailRefused, type Mailer } from "./mailer.ts";

/**
 * The mail worker: it claims the outbox's due mails (mail-outbox.ts queues them) and sends them.
 */

/** A worker holds a claimed mail this long; past it another process may try the mail again. */
const LEASE_MS = 2 * 60_000;
/** Mails one claim takes; the worker claims again until nothing is due. */
const BATCH_SIZE = 10;
/** After this many failed attempts (about a day and a half of backoff) the mail is given up. */
export const MAX_ATTEMPTS = 12;

/** Wait before attempt n + 1 after n failures: 15 s, 30 s, 1 min… doubling, at most 4 hours. */
export function retryDelayMs(failures: number): number {
  return Math.min(15_000 * 2 ** Math.max(failures - 1, 0), 4 * 3_600_000);
}

export interface MailQueueOptions {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Per kind, whether a queued mail is still to go to its recipient, asked just before sending;
   * one that is not is deleted unsent. The module that queues the kind supplies it (app.ts).
   */
  stillWanted: RecipientChecks;
  /**
   * Resolves when the worker may claim its next batch: the server's requests in flight answered
   * (plugins/requests-in-flight.ts, decision 0061). A queue outside a server has none to wait for.
   */
  giveWay?: () => Promise<void>;
}

/** A check per mail kind on the recipient of a queued mail (see `MailQueueOptions.stillWanted`). */
export type RecipientChecks = Partial<
  Record<MailKind, (recipient: string) => Promise<boolean>>
>;

export interface MailQueue {
  /**
   * One look for due mails: those queued by other processes, codes no request wakes the worker
   * for, retries. The jobs plugin runs it every MAIL_POLL_SECONDS once the server listens.
   */
  poll(): Promise<void>;
  /**
   * Sends what is due soon, without waiting (after a commit that queued a mail). Never from a
   * request anyone may make: send-otp leaves its mail to the schedule, so its timing cannot depend
   * on whether the address is invited.
   */
  wake(): void;
  /** Sends everything that is due now and resolves when done (also waits for a pass under way). */
  drain(): Promise<void>;
  /** Starts no pass any more, ends the pass under way after its current mail and waits for it. */
  stop(): Promise<void>;
}

/**
 * The mail worker (docs/decisions/0015-mail-queue-in-our-own-table.md). Each pass claims due mails
 * with `FOR UPDATE SKIP LOCKED` and a lease, so processes sharing one PostgreSQL never take the
 * same mail; it sends them, different recipients' side by side, outside any transaction (PGlite has one connection, which a transaction
 * held across an SMTP exchange would block), deletes each one the mail server accepted, and moves
 * a failed one on with backoff. A success brings every waiting retry forward: the service is back.
 */
export function createMailQueue({
  db,
  mailer,
  now,
  log,
  stillWanted,
  giveWay = () => Promise.resolve(),
}: MailQueueOptions): MailQueue {
  let running: Promise<void> | undefined;
  let again = false;
  // Set by stop(): no new pass starts, and a pass under way ends after the mail it is sending, so
  // the database can close behind it without leaving a sent mail in the queue.
  let stopped = false;

  async function claim(at: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.runAt, at),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, at)),
        ),
      )
      // A sign-in code asked for while a sweep's thousands of reminders wait goes out in the
      // next batch, not after them.
      .orderBy(mailNobodyWaitsFor(mailOutbox.kind), asc(mailOutbox.runAt))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: new Date(at.getTime() + LEASE_MS),
        lastAttemptAt: at,
      })
      .where(sql`${mailOutbox.id} in ${due}`)
      .returning();
  }

  async function sendOne(row: Awaited<ReturnType<typeof claim>>[number]) {
    const at = now();
    // Away from the request that queued it: a sign-in code for an address not invited, or no
    // longer, is dropped here (decision 0007, docs/decisions/).
    const wanted = stillWanted[row.kind as MailKind];
    if (wanted && !(await wanted(row.recipient))) {
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      return false;
    }
    if (row.discardAfter && row.discardAfter.getTime() <= at.getTime()) {
      await db
        .update(mailOutbox)
        .set({ failedAt: at, lockedUntil: null, lastError: "expired unsent" })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
    try {
      await mailer.send({ to: row.recipient, ...row.message });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Refused for good, the mail is given up at once: it neither waits for retries nor makes
      // the service count as failing, so one bad address cannot close sign-in for everyone.
      const givenUp =
        error instanceof MailRefused || row.attempts >= MAX_ATTEMPTS;
      log.warn(
        { err: error, mailId: row.id, kind: row.kind, attempts: row.attempts },
        givenUp
          ? "A mail could not be sent and is given up"
          : "A mail could not be sent; it will be retried",
      );
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 500),
          runAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
          failedAt: givenUp ? at : null,
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
    await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    return true;
  }

  async function pass(): Promise<void> {
    while (!stopped) {
      // A batch at a time between requests: a sweep's thousands of reminders going out must not
      // hold up the people using Kosh meanwhile (issue 33's figure of the list during the sweep).
      await giveWay();
      if (stopped) return;
      const at = now();
      const claimed = await claim(at);
      if (claimed.length === 0) return;
      let delivered = false;
      // Different recipients' mails go out side by side over the transport's pooled connections
      // (issue 33: 10,000 queued mails at 200 a second); one recipient's go one after another, in
      // the order they were queued, so a newer sign-in code never arrives before an older one.
      const byRecipient = new Map<string, typeof claimed>();
      // The claim's RETURNING gives its rows in no set order: the order queued is by run_at.
      claimed.sort(
        (a, b) =>
          a.runAt.getTime() - b.runAt.getTime() ||
          a.createdAt.getTime() - b.createdAt.getTime(),
      );
      for (const row of claimed)
        byRecipient.set(row.recipient, [
          ...(byRecipient.get(row.recipient) ?? []),
          row,
        ]);
      const sent = await Promise.allSettled(
        [...byRecipient.values()].map(async (rows) => {
          for (const row of rows) {
            if (stopped) break;
            delivered = (await sendOne(row)) || delivered;
          }
        }),
      );
      // Every send has ended before a failure ends the pass: stop() waits for all of them.
      const failed = sent.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
      if (delivered) {
        // The mail server answers again: the mails waiting out a backoff go now.
        await db
          .update(mailOutbox)
          .set({ runAt: at })
          .where(
            and(
              isNull(mailOutbox.failedAt),
              isNotNull(mailOutbox.lastError),
              gt(mailOutbox.runAt, at),
            ),
          );
      }
    }
  }

  function drain(): Promise<void> {
    if (stopped) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again);
      } catch (error) {
        log.error({ err: error }, "The mail worker's pass failed");
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    poll: drain,
    // After the caller's answer is written: a woken pass never delays the request that woke it.
    wake: () => void setImmediate(() => void drain()),
    drain: async () => {
      await drain();
      // A pass already under way may have started before the caller's mail was committed.
      await drain();
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
