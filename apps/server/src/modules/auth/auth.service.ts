import type { Locale } from "@kosh/core/i18n/locale";
import { message } from "@kosh/core/contracts/message";
import type { Database } from "../../db/database.ts";
import type { UserRow } from "../../db/schema.ts";
import {
  BadRequest,
  TooManyRequests,
  Unauthorized,
  Unavailable,
} from "../../errors.ts";
import { enqueueMail, mailServiceFailing } from "../../mail/mail-outbox.ts";
import type { MailSite } from "../../mail/mail-footer.ts";
import { signInCodeEmail } from "../../mail/sign-in-code-email.ts";
import {
  findActiveUserByEmail,
  type ProfileUpdate,
  recordSignIn,
  saveLocale,
  saveProfile,
} from "../users/users.repo.ts";
import {
  codeRequestTimesForEmail,
  codeRequestTimesForIp,
  deleteCodesCreatedBefore,
  deleteExpiredSessions,
  deleteSessionById,
  deleteSessionByTokenHash,
  deleteStaleSignInData,
  findSessionWithUser,
  insertCode,
  insertSession,
  lockKey,
  touchSession,
} from "./auth.repo.ts";
import { hashOtpCode, newOtpCode } from "./otp-code.ts";
import { newSessionToken, sessionTokenHash } from "./session-token.ts";
import {
  CODE_EXPIRED,
  CODE_RETENTION_MS,
  checkSignInCode,
  codeRefusal,
} from "./sign-in-code-check.ts";
import { sendWait } from "./sign-in-limits.ts";
import {
  AUTH_UNAVAILABLE_MESSAGE,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  SIGN_IN_RULES,
} from "./sign-in-rules.ts";

const SESSION_ENDED = message("auth.sessionEnded");

export interface AuthServiceOptions {
  db: Database;
  /** The clock every sign-in rule reads; tests move it instead of sleeping. */
  now: () => Date;
  /** The mails' foot: Kosh's address and who runs it (mail/mail-footer.ts). */
  mailSite: MailSite;
}

export interface SignedIn {
  accessToken: string;
  /** When the session ends if it is not used again (idle expiry, capped by the absolute one). */
  expiresAt: Date;
  user: UserRow;
}

export interface SessionContext {
  user: UserRow;
  sessionId: string;
}

/** The contract takes any real date; this keeps out the year 0000 PostgreSQL cannot store. */
const EARLIEST_DATE_OF_BIRTH = "1900-01-01";

/** Sessions used within this long are not written back, sparing a write on every request. */
const LAST_SEEN_GRANULARITY_MS = MINUTE_MS;

const rules = SIGN_IN_RULES;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, now, mailSite }: AuthServiceOptions) {
  /**
   * Stores a fresh code and queues its mail, in one transaction, for every address alike: invited,
   * disabled or unknown, the request runs the same statements and wakes nothing. The mail worker,
   * on its own schedule, sends the mail only to an active invited user and drops the others unsent
   * (mail-queue.ts), so no answer — nor the request after it — depends on who is invited
   * (docs/decisions/0007-sign-in-codes-on-the-server.md). While the mail service is failing every
   * address gets the same 503 before any code is made. The mail speaks `locale`, the language of
   * the page that asked for it (never the stored one, which would depend on who is invited).
   */
  async function requestCode(
    email: string,
    requestIp: string,
    locale: Locale,
  ): Promise<void> {
    const at = now();
    const code = newOtpCode();
    const outcome = await db.transaction(async (tx) => {
      await lockKey(tx, `otp-email:${email}`);
      await lockKey(tx, `otp-ip:${requestIp}`);
      await deleteCodesCreatedBefore(
        tx,
        email,
        new Date(at.getTime() - CODE_RETENTION_MS),
      );
      const wait = sendWait(
        await codeRequestTimesForEmail(
          tx,
          email,
          new Date(at.getTime() - HOUR_MS),
        ),
        await codeRequestTimesForIp(
          tx,
          requestIp,
          new Date(at.getTime() - 15 * MINUTE_MS),
        ),
        at,
      );
      if (wait) return { wait };
      if (await mailServiceFailing(tx, at)) return { unavailable: true };
      const expiresAt = new Date(
        at.getTime() + rules.codeValidMinutes * MINUTE_MS,
      );
      await insertCode(tx, {
        email,
        ...hashOtpCode(email, code),
        createdAt: at,
        expiresAt,
        requestIp,
      });
      const mail = {
        to: email,
        code,
        expiresAt,
        validMinutes: rules.codeValidMinutes,
      };
      await enqueueMail(
        tx,
        {
          kind: "sign_in_code",
          to: email,
          email: signInCodeEmail(mail, mailSite, locale),
          discardAfter: expiresAt,
        },
        at,
      );
      return {};
    });
    if (outcome.wait)
      throw new TooManyRequests(outcome.wait.message, outcome.wait.seconds);
    if (outcome.unavailable)
      throw new Unavailable(AUTH_UNAVAILABLE_MESSAGE, 30);
  }

  /**
   * Checks a code and, when it is right, opens a new session. `clientIp` keys the hour-long lock
   * together with the address, so someone elsewhere cannot lock the person out at 10 wrong codes.
   * `pageLocale`, the language of the page signed in from, becomes the person's at their first sign-in.
   */
  async function verifyCode(
    email: string,
    otp: string,
    clientIp: string,
    pageLocale: Locale,
  ): Promise<SignedIn> {
    const at = now();
    // Wrong tries must be recorded even though the request fails, so the transaction
    // returns its verdict and the error is thrown after it commits.
    const verdict = await db.transaction(async (tx) => {
      const refused = await checkSignInCode(tx, { email, otp, clientIp, at });
      if (refused) return refused;
      const user = await findActiveUserByEmail(tx, email);
      // Only reachable by guessing the code of an uninvited address: answer as for a used code.
      if (!user)
        return {
          invalid: CODE_EXPIRED,
        };

      const accessToken = newSessionToken();
      const idleSince = new Date(at.getTime() - rules.sessionIdleDays * DAY_MS);
      await deleteExpiredSessions(tx, user.id, at, idleSince);
      await insertSession(tx, {
        userId: user.id,
        tokenHash: sessionTokenHash(accessToken),
        createdAt: at,
        expiresAt: new Date(at.getTime() + rules.sessionAbsoluteDays * DAY_MS),
      });
      const signedIn: SignedIn = {
        accessToken,
        expiresAt: new Date(at.getTime() + rules.sessionIdleDays * DAY_MS),
        user: await recordSignIn(tx, user, at, pageLocale),
      };
      return { signedIn };
    });
    if ("signedIn" in verdict) return verdict.signedIn;
    throw codeRefusal(verdict);
  }

  /** The signed-in user of a bearer token; ends sessions that are expired or whose user is disabled. */
  async function sessionForToken(token: string): Promise<SessionContext> {
    const at = now();
    const found = await findSessionWithUser(db, sessionTokenHash(token));
    if (!found) throw new Unauthorized(SESSION_ENDED);
    const { session, user } = found;
    const idleExpiry =
      session.lastSeenAt.getTime() + rules.sessionIdleDays * DAY_MS;
    if (user.disabledAt) {
      await deleteSessionById(db, session.id);
      throw new Unauthorized(message("auth.accountDisabled"));
    }
    if (
      at.getTime() >= session.expiresAt.getTime() ||
      at.getTime() >= idleExpiry
    ) {
      await deleteSessionById(db, session.id);
      throw new Unauthorized(message("auth.sessionExpired"));
    }
    if (
      at.getTime() - session.lastSeenAt.getTime() >=
      LAST_SEEN_GRANULARITY_MS
    ) {
      await touchSession(db, session.id, at);
    }
    return { user, sessionId: session.id };
  }

  async function signOut(token: string): Promise<void> {
    await deleteSessionByTokenHash(db, sessionTokenHash(token));
  }

  /** Saves the profile a user gives after their first sign-in. */
  async function completeProfile(
    userId: string,
    profile: ProfileUpdate,
  ): Promise<UserRow> {
    if (profile.dateOfBirth < EARLIEST_DATE_OF_BIRTH) {
      throw new BadRequest(message("profile.dateOfBirthFrom1900"));
    }
    const updated = await saveProfile(db, userId, profile, now());
    if (!updated) throw new Unauthorized(SESSION_ENDED);
    return updated;
  }

  /** The language switch of a signed-in person: their language from now on. */
  async function setLocale(userId: string, locale: Locale): Promise<UserRow> {
    const updated = await saveLocale(db, userId, locale, now());
    if (!updated) throw new Unauthorized(SESSION_ENDED);
    return updated;
  }

  return {
    requestCode,
    verifyCode,
    sessionForToken,
    signOut,
    completeProfile,
    setLocale,
  };
}

/** Housekeeping (the jobs plugin runs it), so rows nobody will read again do not pile up. */
export async function pruneSignInData(db: Database, now: Date): Promise<void> {
  await deleteStaleSignInData(db, {
    codesCreatedBefore: new Date(now.getTime() - CODE_RETENTION_MS),
    now,
    idleSince: new Date(now.getTime() - rules.sessionIdleDays * DAY_MS),
  });
}

/**
 * Whether a queued sign-in code still goes out, asked by the mail worker just before sending:
 * every send-otp queues a code, whoever asks (decision 0007, docs/decisions/); only an active
 * invited user's is sent, the rest are dropped unsent.
 */
export function signInCodeStillWanted(db: Database) {
  return async (email: string): Promise<boolean> =>
    (await findActiveUserByEmail(db, email)) !== undefined;
}
