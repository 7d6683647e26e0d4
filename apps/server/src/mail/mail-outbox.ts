import type {
  MailKind,
  UndeliveredMail,
} from "@kosh/core/contracts/admin-mail";
import {
  and,
  asc,
  desc,
  gt,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database, Transaction } from "../db/database.ts";
import { mailOutbox } from "../db/schema.ts";
import type { ComposedEmail } from "./mailer.ts";

/**
 * The mail outbox as the rest of the server sees it (docs/architecture.md#mail-queue): services
 * queue mails here in the transaction of their change, and admins read what was given up. The
 * worker that sends them is mail-queue.ts.
 */

type Executor = Database | Transaction;

export type { MailKind };

export interface QueuedMail {
  kind: MailKind;
  to: string;
  email: ComposedEmail;
  /** Unsent by then, the mail is dropped (a sign-in code that has expired). */
  discardAfter?: Date;
}

/** A failed attempt within this long makes the mail service count as failing. */
const FAILING_WINDOW_MS = 2 * 60_000;

/**
 * Writes a mail to the queue. Called with the transaction of the change that causes the mail, so
 * the mail exists exactly when the change does; the worker's next pass (every MAIL_POLL_SECONDS,
 * src/jobs/) sends it, or `MailQueue.wake` after the commit at once. A kind with a `stillWanted`
 * check (sign-in codes: an active invited user's) goes out only if its recipient passes it then;
 * the others are dropped unsent.
 */
export async function enqueueMail(
  executor: Executor,
  mail: QueuedMail,
  at: Date,
): Promise<void> {
  await executor.execute(
    mailsQueuedFrom(
      mail.kind,
      sql`(select ${mail.to}::text as recipient, ${JSON.stringify(mail.email)}::jsonb as message,
        ${mail.discardAfter?.toISOString() ?? null}::timestamptz as discard_after) as mail`,
      at,
    ),
  );
}

/**
 * The statement that writes to the queue, due at once, a mail of `kind` for each row of `mails`:
 * a relation with columns recipient, message (the composed mail as jsonb) and discard_after. The
 * one way mails enter the outbox: `enqueueMail` writes one, the reminder sweep a slice of
 * reminders in the statement that records them (issue 33: one statement a slice, not four).
 */
export const mailsQueuedFrom = (kind: MailKind, mails: SQL, at: Date): SQL => {
  const moment = at.toISOString();
  return sql`
    insert into ${mailOutbox} (kind, recipient, message, created_at, run_at, discard_after)
    select ${kind}::text, recipient, message, ${moment}::timestamptz, ${moment}::timestamptz, discard_after
    from ${mails}`;
};

/**
 * Whether the mail service is failing: some mail's latest attempt failed within the last two
 * minutes and it is still waiting for a retry. Read from the database, so every server process
 * sharing it agrees.
 */
export async function mailServiceFailing(
  executor: Executor,
  at: Date,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.failedAt),
        isNotNull(mailOutbox.lastError),
        gt(
          mailOutbox.lastAttemptAt,
          new Date(at.getTime() - FAILING_WINDOW_MS),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many given-up mails the admin's list shows, the newest first. */
const UNDELIVERED_LISTED = 100;

/**
 * The mails given up (refused for good, failing past every retry, or expired unsent), the newest
 * first, for admins: who they were for and why, never what they said (a sign-in code's text).
 */
export async function undeliveredMails(
  executor: Executor,
): Promise<UndeliveredMail[]> {
  const rows = await executor
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      attempts: mailOutbox.attempts,
      failedAt: mailOutbox.failedAt,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.failedAt))
    .orderBy(desc(mailOutbox.failedAt), asc(mailOutbox.id))
    .limit(UNDELIVERED_LISTED);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as MailKind,
    recipient: row.recipient,
    attempts: row.attempts,
    given_up_at: row.failedAt!.toISOString(),
    reason: row.lastError ?? "",
  }));
}
