import { desc, eq, inArray, or } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import {
  householdAccess,
  householdMembers,
  idempotencyKeys,
  investmentHolders,
  investments,
  mailOutbox,
  otpCodes,
  sessions,
  signInFailures,
  unsubscribeTokens,
  users,
  type UserRow,
} from "../../db/schema.ts";

/** The person's row as it is now, and their open sessions, newest first (never their token digests). */
export async function accountRows(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const openSessions = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  return { user, sessions: openSessions };
}

/**
 * Deletes everything of the person (docs/product.md#your-data): their household's holders,
 * investments (their deposits, reminders sent and renewal links with them) and members, the
 * access they gave and were given, their sessions, repeated-request answers, unsubscribe links,
 * sign-in codes and wrong tries, mails still queued to them, and their row (with its calendar
 * feed, reminder settings and profile). Those they invited keep their place, with no inviter.
 * In this order because holders keep their members (restrict) until their investments go.
 */
export async function deleteAccountRows(
  tx: Transaction,
  user: UserRow,
): Promise<void> {
  const householdInvestments = tx
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.userId, user.id));
  await tx
    .delete(investmentHolders)
    .where(inArray(investmentHolders.investmentId, householdInvestments));
  await tx.delete(investments).where(eq(investments.userId, user.id));
  await tx
    .delete(householdMembers)
    .where(
      or(
        eq(householdMembers.householdId, user.id),
        eq(householdMembers.userId, user.id),
      ),
    );
  await tx
    .delete(householdAccess)
    .where(
      or(
        eq(householdAccess.householdId, user.id),
        eq(householdAccess.userId, user.id),
      ),
    );
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
  await tx
    .delete(unsubscribeTokens)
    .where(eq(unsubscribeTokens.userId, user.id));
  await tx.delete(otpCodes).where(eq(otpCodes.email, user.email));
  await tx.delete(signInFailures).where(eq(signInFailures.email, user.email));
  await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, user.email));
  await tx.delete(users).where(eq(users.id, user.id));
}
