import type { Locale } from "@kosh/core/i18n/locale";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import type { investments } from "../../db/schema.ts";
import { householdAccess, users } from "../../db/schema.ts";

type Executor = Database | Transaction;

/**
 * A person a household's reminders go to (docs/product.md#household): its owner, or someone it
 * is shared with, who may sign in and has reminders on.
 */
export interface Recipient {
  /** The person the reminder goes to: the owner, or someone the household is shared with. */
  userId: string;
  email: string;
  /** The person's language, which their reminder speaks. */
  locale: Locale;
  leadDays: number[];
}

/** Someone the household is shared with who may sign in and has reminders on. */
export const sharedWithReminders = (
  household: typeof investments.userId,
) => sql`exists (
  select 1 from ${householdAccess}
  join ${users} as recipient on recipient.id = ${householdAccess.userId}
  where ${householdAccess.householdId} = ${household}
    and recipient.reminders_enabled and recipient.disabled_at is null)`;

/** The household is the person's own, or shared with them. */
export const seenBy = (
  household: typeof investments.userId,
  personId: string,
) => sql`(${household} = ${personId} or exists (
  select 1 from ${householdAccess}
  where ${householdAccess.householdId} = ${household}
    and ${householdAccess.userId} = ${personId}))`;

/** The people each household is shared with who may sign in and have reminders on. */
export async function sharedRecipients(
  db: Executor,
  householdIds: readonly string[],
): Promise<Map<string, Recipient[]>> {
  if (householdIds.length === 0) return new Map();
  const rows = await db
    .select({
      householdId: householdAccess.householdId,
      userId: users.id,
      email: users.email,
      locale: users.locale,
      leadDays: users.reminderLeadDays,
    })
    .from(householdAccess)
    .innerJoin(users, eq(users.id, householdAccess.userId))
    .where(
      and(
        inArray(householdAccess.householdId, [...householdIds]),
        eq(users.remindersEnabled, true),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.id));
  const byHousehold = new Map<string, Recipient[]>();
  for (const { householdId, ...recipient } of rows) {
    byHousehold.set(householdId, [
      ...(byHousehold.get(householdId) ?? []),
      recipient,
    ]);
  }
  return byHousehold;
}
