import { sql } from "drizzle-orm";
import { SCHEME_REMINDER_KINDS } from "@kosh/core/contracts/reminders";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { moment } from "./columns.ts";
// schema.ts re-exports this file, as it does household-schema.ts, so drizzle, the app and the
// migrations read one schema; the tables there are named only inside `references(() => …)`.
import { investments, users } from "./schema.ts";

/*
 * The mail outbox and the sweep's bookkeeping of the reminders it queued
 * (docs/architecture.md#mail-queue, docs/product.md#reminders).
 */

/**
 * Whether a queued mail is one nobody is waiting for at that moment (a reminder), as against a
 * sign-in code or an invitation someone has just asked for: the worker claims the latter first,
 * each kind in the order queued, by the outbox's due index (decision 0061).
 */
export const mailNobodyWaitsFor = (kind: AnyPgColumn) =>
  sql`(${kind} = 'reminder')`;

/**
 * Every mail Kosh sends, written in the transaction of the change that causes it and sent by the
 * mail worker (src/mail/mail-queue.ts, docs/architecture.md#mail-queue). A row is deleted once the
 * mail server accepted it, so sign-in codes do not stay readable here.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the mail is (sign_in_code, invitation, reminder), for logs only. */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    /** The composed message: subject, text, html and extra headers. */
    message: jsonb("message")
      .$type<{
        subject: string;
        text: string;
        html: string;
        headers?: Record<string, string>;
      }>()
      .notNull(),
    createdAt: moment("created_at").notNull(),
    /** The next attempt is due at this moment (retries move it on with backoff). */
    runAt: moment("run_at").notNull(),
    /** A mail still unsent at this moment is dropped (a sign-in code past its expiry). */
    discardAfter: moment("discard_after"),
    attempts: integer("attempts").notNull().default(0),
    /** A worker holds the row until then; one that dies mid-send lets it go when this passes. */
    lockedUntil: moment("locked_until"),
    lastAttemptAt: moment("last_attempt_at"),
    lastError: text("last_error"),
    /** Given up (too many attempts, or past discard_after); kept for the operator to read. */
    failedAt: moment("failed_at"),
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(mailNobodyWaitsFor(table.kind), table.runAt)
      .where(sql`${table.failedAt} is null`),
  ],
);

/**
 * Which reminders the sweep has queued: one row per (investment, person, lead time), inserted in
 * the transaction that queues the mail, so no restart or second process queues it again. The person
 * is whoever in the household has reminders on (docs/product.md#household): its owner, or someone
 * it is shared with.
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    investmentId: uuid("investment_id")
      .notNull()
      .references(() => investments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leadDays: integer("lead_days").notNull(),
    queuedAt: moment("queued_at").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.investmentId, table.userId, table.leadDays],
    }),
  ],
);

/**
 * Which scheme reminders the sweep has queued (docs/product.md#reminders): a recurring deposit's
 * instalment, a PPF or Sukanya year without a deposit; one row per (investment, person, kind, day),
 * inserted in the transaction that queues the mail, so no restart or second process queues it again.
 */
export const schemeRemindersSent = pgTable(
  "scheme_reminders_sent",
  {
    investmentId: uuid("investment_id")
      .notNull()
      .references(() => investments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SCHEME_REMINDER_KINDS }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    queuedAt: moment("queued_at").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.investmentId, table.userId, table.kind, table.dueOn],
    }),
    check(
      "scheme_reminders_sent_kind_check",
      sql.raw(
        `kind in (${SCHEME_REMINDER_KINDS.map((kind) => `'${kind}'`).join(", ")})`,
      ),
    ),
  ],
);

/**
 * The secrets of the one-click unsubscribe links in the reminders sent (docs/product.md#reminders),
 * one per mail, as SHA-256 only: a link turns its holder's reminders off until they turn them on
 * again, which deletes them all, so an old mail cannot turn them off a second time.
 */
export const unsubscribeTokens = pgTable(
  "unsubscribe_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: moment("created_at").notNull(),
  },
  (table) => [index("unsubscribe_tokens_user_idx").on(table.userId)],
);
