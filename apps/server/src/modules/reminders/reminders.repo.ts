import type { Locale } from "@kosh/core/i18n/locale";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import { unsubscribeTokens, users } from "../../db/schema.ts";

type Executor = Database | Transaction;

export async function reminderSettingsOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      enabled: users.remindersEnabled,
      leadDays: users.reminderLeadDays,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function saveReminderSettings(
  db: Executor,
  userId: string,
  settings: { enabled: boolean; leadDays: number[] },
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      remindersEnabled: settings.enabled,
      reminderLeadDays: settings.leadDays,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

/**
 * The statement that keeps, stamped `at`, the hash of the unsubscribe secret each mail being
 * queued carries, from `secrets`: a relation with columns token_hash and user_id (the sweep's
 * reminders, reminders-sent.repo.ts queueReminders).
 */
export const unsubscribeSecretsFrom = (secrets: SQL, at: Date): SQL => sql`
  insert into ${unsubscribeTokens} (token_hash, user_id, created_at)
  select token_hash, user_id, ${at.toISOString()}::timestamptz from ${secrets}`;

/** Voids every unsubscribe link the person was sent. */
export async function forgetUnsubscribeTokens(
  db: Executor,
  userId: string,
): Promise<void> {
  await db
    .delete(unsubscribeTokens)
    .where(eq(unsubscribeTokens.userId, userId));
}

/** The language of the person an unsubscribe secret was sent to, if anyone holds it. */
export async function unsubscribeTokenHolderLocale(
  db: Executor,
  tokenHash: string,
): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(unsubscribeTokens)
    .innerJoin(users, eq(users.id, unsubscribeTokens.userId))
    .where(eq(unsubscribeTokens.tokenHash, tokenHash));
  return row?.locale;
}

/**
 * Turns reminders off for the holder of an unsubscribe secret; their language, or undefined when
 * no one holds it.
 */
export async function unsubscribeByTokenHash(
  db: Executor,
  tokenHash: string,
  at: Date,
): Promise<Locale | undefined> {
  const rows = await db
    .update(users)
    .set({ remindersEnabled: false, updatedAt: at })
    .where(
      inArray(
        users.id,
        db
          .select({ userId: unsubscribeTokens.userId })
          .from(unsubscribeTokens)
          .where(eq(unsubscribeTokens.tokenHash, tokenHash)),
      ),
    )
    .returning({ locale: users.locale });
  return rows[0]?.locale;
}
