import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import { otpCodes, sessions, signInFailures, users } from "../../db/schema.ts";

type Executor = Database | Transaction;

export { lockKey } from "../../db/advisory-lock.ts";

/** Creation times of the codes requested for an address since `since`, oldest first. */
export async function codeRequestTimesForEmail(
  tx: Executor,
  email: string,
  since: Date,
): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, since)))
    .orderBy(asc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Creation times of the codes requested from an IP since `since`, oldest first. */
export async function codeRequestTimesForIp(
  tx: Executor,
  requestIp: string,
  since: Date,
): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.requestIp, requestIp), gt(otpCodes.createdAt, since)),
    )
    .orderBy(asc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

export interface NewCode {
  email: string;
  codeHash: string;
  codeSalt: string;
  createdAt: Date;
  expiresAt: Date;
  requestIp: string;
}

export async function insertCode(tx: Executor, code: NewCode): Promise<string> {
  const [row] = await tx
    .insert(otpCodes)
    .values(code)
    .returning({ id: otpCodes.id });
  if (!row) throw new Error("Inserting a sign-in code returned no row");
  return row.id;
}

/** An address's codes that nobody can use or count any more: older than every window reading them. */
export async function deleteCodesCreatedBefore(
  db: Executor,
  email: string,
  before: Date,
): Promise<void> {
  await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.email, email), lt(otpCodes.createdAt, before)));
}

/** An address's wrong codes since `since`, oldest first, with the client address of each. */
export async function failuresSince(
  tx: Executor,
  email: string,
  since: Date,
): Promise<{ failedAt: Date; clientIp: string }[]> {
  return tx
    .select({
      failedAt: signInFailures.failedAt,
      clientIp: signInFailures.clientIp,
    })
    .from(signInFailures)
    .where(
      and(eq(signInFailures.email, email), gt(signInFailures.failedAt, since)),
    )
    .orderBy(asc(signInFailures.failedAt));
}

export async function insertFailure(
  tx: Executor,
  failure: { email: string; clientIp: string; failedAt: Date },
): Promise<void> {
  await tx.insert(signInFailures).values(failure);
}

/** An address's wrong codes older than every window reading them. */
export async function deleteFailuresBefore(
  db: Executor,
  email: string,
  before: Date,
): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(eq(signInFailures.email, email), lt(signInFailures.failedAt, before)),
    );
}

/** The newest code of an address: the only one that may ever verify. */
export async function latestCode(tx: Executor, email: string) {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.email, email))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * The address's unused codes made before `latest`, the one that counts: a code asked for again
 * voids them, and a person typing one is told so (docs/product.md#sign-in). Codes are kept for
 * two hours, and the sending limits allow a few an hour, so these are few.
 */
export async function supersededCodes(
  tx: Executor,
  email: string,
  latest: { id: string; createdAt: Date },
) {
  return tx
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        ne(otpCodes.id, latest.id),
        lte(otpCodes.createdAt, latest.createdAt),
        isNull(otpCodes.consumedAt),
      ),
    );
}

/** Counts one wrong try, never past the limit; returns the new count (undefined: already void). */
export async function recordWrongTry(
  tx: Executor,
  id: string,
  limit: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, limit)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
}

/**
 * Marks a code used, only if it is still unused, unexpired and under its try limit. The condition
 * lives in the UPDATE itself, so of two concurrent verifications exactly one gets the row back.
 */
export async function consumeCode(
  tx: Executor,
  id: string,
  now: Date,
  triesLimit: number,
): Promise<boolean> {
  const rows = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, triesLimit),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export interface NewSession {
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  tx: Executor,
  session: NewSession,
): Promise<void> {
  await tx
    .insert(sessions)
    .values({ ...session, lastSeenAt: session.createdAt });
}

/** Removes a user's sessions that are past their absolute or idle expiry. */
export async function deleteExpiredSessions(
  tx: Executor,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)),
      ),
    );
}

/** The session of a token digest with its user, in one query (every authenticated request runs it). */
export async function findSessionWithUser(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(
  db: Executor,
  id: string,
  now: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSessionById(
  db: Executor,
  id: string,
): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Housekeeping: codes past every window that reads them, and sessions past either expiry. */
export async function deleteStaleSignInData(
  db: Executor,
  {
    codesCreatedBefore,
    now,
    idleSince,
  }: { codesCreatedBefore: Date; now: Date; idleSince: Date },
): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, codesCreatedBefore));
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.failedAt, codesCreatedBefore));
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}
