import type { SchemeReminderKind } from "@kosh/core/contracts/reminders";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import { remindersSent, schemeRemindersSent } from "../../db/schema.ts";
import { mailsQueuedFrom } from "../../mail/mail-outbox.ts";
import type { ComposedEmail } from "../../mail/mailer.ts";
import { unsubscribeSecretsFrom } from "./reminders.repo.ts";

type Executor = Database | Transaction;

/** A maturity reminder's bookkeeping row: once per (investment, person, lead time). */
export interface MaturityReminderSent {
  investmentId: string;
  userId: string;
  leadDays: number;
}

/** The columns that tell a maturity reminder's bookkeeping row apart, as read back. */
const MATURITY_KEY = {
  investmentId: remindersSent.investmentId,
  userId: remindersSent.userId,
  leadDays: remindersSent.leadDays,
};

/** A scheme reminder's bookkeeping row: once per (investment, person, kind, day). */
export interface SchemeReminderSent {
  investmentId: string;
  userId: string;
  kind: SchemeReminderKind;
  dueOn: string;
}

/** The columns that tell a scheme reminder's bookkeeping row apart, as read back. */
const SCHEME_KEY = {
  investmentId: schemeRemindersSent.investmentId,
  userId: schemeRemindersSent.userId,
  kind: schemeRemindersSent.kind,
  dueOn: schemeRemindersSent.dueOn,
};

/**
 * How a kind of reminder's bookkeeping row is written, told apart and looked up: its table,
 * its key's columns with their types after the investment and the person (queueReminders).
 */
export interface SentTable<Row> {
  table: typeof remindersSent | typeof schemeRemindersSent;
  /** The key's own columns, as jsonb_to_recordset declares them: name and type. */
  key: [column: string, type: string][];
  /** The row's values of those columns, by the same names. */
  keyValues(row: Row): Record<string, unknown>;
  /** The row's whole key as one string, to tell rows apart. */
  keyOf(row: Row): string;
  /** The keys (keyOf) of the rows already there for these investments. */
  sent(db: Executor, investmentIds: string[]): Promise<Set<string>>;
}

/** A reminder ready to queue: its bookkeeping row, its secret's hash, whom it goes to and its mail. */
export interface ReminderToQueue<Row> {
  row: Row & { investmentId: string; userId: string };
  tokenHash: string;
  to: string;
  email: ComposedEmail;
}

/**
 * Queues these reminders in one statement (issue 33: a statement, not a transaction of four, per
 * slice of the sweep): each one's bookkeeping row in `sent`'s table, stamped `at`, and, only where
 * that row was not there before (another sweep, here or in another process, queued it), the hash
 * of its unsubscribe secret and its mail. One statement is all or nothing, as the transaction was.
 * Returns how many it queued.
 */
export async function queueReminders<Row>(
  db: Executor,
  sent: SentTable<Row>,
  reminders: ReminderToQueue<Row>[],
  at: Date,
): Promise<number> {
  if (reminders.length === 0) return 0;
  const input = reminders.map(({ row, tokenHash, to, email }) => ({
    investment_id: row.investmentId,
    user_id: row.userId,
    ...sent.keyValues(row),
    token_hash: tokenHash,
    recipient: to,
    message: email,
  }));
  const key = sql.raw(
    ["investment_id", "user_id", ...sent.key.map(([column]) => column)].join(
      ", ",
    ),
  );
  const declared = sql.raw(
    sent.key.map(([column, type]) => `${column} ${type}`).join(", "),
  );
  const answer = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as input(
        investment_id uuid, user_id uuid, ${declared},
        token_hash text, recipient text, message jsonb, discard_after timestamptz)
    ), recorded as (
      insert into ${sent.table} (${key}, queued_at)
      select ${key}, ${at.toISOString()}::timestamptz from input
      on conflict do nothing
      returning ${key}
    ), queued as (
      select input.* from input join recorded using (${key})
    ), secrets as (
      ${unsubscribeSecretsFrom(sql`queued`, at)}
    )
    ${mailsQueuedFrom("reminder", sql`queued`, at)}
    returning 1`);
  // PGlite and node-postgres both answer { rows }; Drizzle's shared type cannot say so.
  return (answer as unknown as { rows: unknown[] }).rows.length;
}

/** The keys (`keyOf`) of the rows `read` finds for these investments; none asked, none read. */
async function queuedKeys<Row>(
  investmentIds: string[],
  keyOf: (row: Row) => string,
  read: (investmentIds: string[]) => Promise<Row[]>,
): Promise<Set<string>> {
  if (investmentIds.length === 0) return new Set();
  return new Set((await read(investmentIds)).map(keyOf));
}

/** The (investment, person, lead time) maturity reminders already queued for these investments. */
export const sentReminders = (db: Executor, investmentIds: string[]) =>
  queuedKeys(investmentIds, sentKey, (ids) =>
    db
      .select(MATURITY_KEY)
      .from(remindersSent)
      .where(sql`${remindersSent.investmentId} in ${ids}`),
  );

/** The (investment, person, kind, day) scheme reminders already queued for these investments. */
export const sentSchemeReminders = (db: Executor, investmentIds: string[]) =>
  queuedKeys(investmentIds, schemeSentKey, (ids) =>
    db
      .select(SCHEME_KEY)
      .from(schemeRemindersSent)
      .where(sql`${schemeRemindersSent.investmentId} in ${ids}`),
  );

export const schemeSentKey = (row: SchemeReminderSent) =>
  `${row.investmentId}:${row.userId}:${row.kind}:${row.dueOn}`;

export function sentKey({
  investmentId,
  userId,
  leadDays,
}: MaturityReminderSent): string {
  return `${investmentId}:${userId}:${leadDays}`;
}

/** A maturity reminder's bookkeeping row: once per (investment, person, lead time). */
export const MATURITY_SENT: SentTable<MaturityReminderSent> = {
  table: remindersSent,
  key: [["lead_days", "integer"]],
  keyValues: (row) => ({ lead_days: row.leadDays }),
  keyOf: sentKey,
  sent: sentReminders,
};

/** A scheme reminder's bookkeeping row: once per (investment, person, kind, day). */
export const SCHEME_SENT: SentTable<SchemeReminderSent> = {
  table: schemeRemindersSent,
  key: [
    ["kind", "text"],
    ["due_on", "date"],
  ],
  keyValues: (row) => ({ kind: row.kind, due_on: row.dueOn }),
  keyOf: schemeSentKey,
  sent: sentSchemeReminders,
};
