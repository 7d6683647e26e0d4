import type { SchemeReminderKind } from "@kosh/core/contracts/reminders";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import { remindersSent, schemeRemindersSent } from "../../db/schema.ts";

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

/**
 * Records that these reminders are queued, each stamped `at`, with `insert` (which skips a row
 * already there); returns the ones this call recorded. None asked, none written.
 */
async function recordQueued<Row>(
  reminders: Row[],
  at: Date,
  insert: (rows: (Row & { queuedAt: Date })[]) => Promise<Row[]>,
): Promise<Row[]> {
  if (reminders.length === 0) return [];
  return insert(reminders.map((reminder) => ({ ...reminder, queuedAt: at })));
}

/**
 * Records that these maturity reminders are queued; returns the ones this call recorded. The
 * primary key makes a second sweep, here or in another process, record nothing.
 */
export const recordRemindersSent = (
  tx: Transaction,
  reminders: MaturityReminderSent[],
  at: Date,
): Promise<MaturityReminderSent[]> =>
  recordQueued(reminders, at, (rows) =>
    tx
      .insert(remindersSent)
      .values(rows)
      .onConflictDoNothing()
      .returning(MATURITY_KEY),
  );

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
 * Records that these scheme reminders are queued; returns the ones this call recorded, as
 * recordRemindersSent does for maturity.
 */
export const recordSchemeRemindersSent = (
  tx: Transaction,
  reminders: SchemeReminderSent[],
  at: Date,
): Promise<SchemeReminderSent[]> =>
  recordQueued(reminders, at, (rows) =>
    tx
      .insert(schemeRemindersSent)
      .values(rows)
      .onConflictDoNothing()
      .returning(SCHEME_KEY),
  );

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
