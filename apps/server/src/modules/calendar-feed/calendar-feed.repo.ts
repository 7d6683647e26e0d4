import type { Locale } from "@kosh/core/i18n/locale";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { companies, investments, investTypes, users } from "../../db/schema.ts";

/** Stores the SHA-256 of a person's feed secret; `null` ends their feed address. */
export async function setCalendarTokenHash(
  db: Database,
  userId: string,
  hash: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ calendarTokenHash: hash, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function calendarTokenHashOf(
  db: Database,
  userId: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ hash: users.calendarTokenHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hash;
}

/** The person (id and language) whose feed secret hashes to `hash`, if anyone's does. */
export async function calendarFeedOwner(
  db: Database,
  hash: string,
): Promise<{ id: string; locale: Locale } | undefined> {
  const [owner] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.calendarTokenHash, hash));
  return owner;
}

/** A person's active investments by end date, with what a calendar event says of each. */
export function activeMaturities(db: Database, userId: string) {
  return db
    .select({
      id: investments.id,
      endDate: investments.endDate,
      principalAmount: investments.principalAmount,
      maturityAmount: investments.maturityAmount,
      companyName: companies.name,
      investType: investTypes.typeName,
    })
    .from(investments)
    .innerJoin(companies, eq(companies.id, investments.companyId))
    .innerJoin(investTypes, eq(investTypes.id, investments.investTypeId))
    .where(
      and(eq(investments.userId, userId), eq(investments.status, "active")),
    )
    .orderBy(asc(investments.endDate), asc(investments.id));
}
