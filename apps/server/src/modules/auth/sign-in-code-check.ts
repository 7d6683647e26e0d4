import { message } from "@kosh/core/contracts/message";
import type { Transaction } from "../../db/database.ts";
import { DomainError, TooManyRequests } from "../../errors.ts";
import {
  consumeCode,
  deleteFailuresBefore,
  failuresSince,
  insertFailure,
  latestCode,
  lockKey,
  recordWrongTry,
  supersededCodes,
} from "./auth.repo.ts";
import { otpCodeMatches } from "./otp-code.ts";
import { failuresLeft, failureWait } from "./sign-in-limits.ts";
import { HOUR_MS, SIGN_IN_RULES } from "./sign-in-rules.ts";

/** Codes older than every window that reads them (1 h) can go. */
export const CODE_RETENTION_MS = 2 * HOUR_MS;

const rules = SIGN_IN_RULES;

export const CODE_EXPIRED = message("auth.codeExpired");
const CODE_SUPERSEDED = message("auth.codeSuperseded");

/** Why a code was not taken: locked out for a while, or wrong, expired, used or void. */
export type CodeRefused =
  { locked: { message: string; seconds: number } } | { invalid: string };

/** A code that was wrong, expired, used or void: one status for all, the message says which. */
class InvalidCode extends DomainError {
  constructor(message: string) {
    super(400, "INVALID_OTP", message);
  }
}

/**
 * Checks the code an address was sent and, when it is right, marks it used, inside the caller's
 * transaction; undefined then, else why it was refused. Signing in and deleting an account
 * (docs/product.md#your-data) both take a code this way, under the same limits
 * (docs/product.md#sign-in-limits). Wrong tries are written in the transaction, so the caller
 * commits it and throws `codeRefusal(refused)` after.
 */
export async function checkSignInCode(
  tx: Transaction,
  {
    email,
    otp,
    clientIp,
    at,
  }: { email: string; otp: string; clientIp: string; at: Date },
): Promise<CodeRefused | undefined> {
  await lockKey(tx, `otp-email:${email}`);
  await deleteFailuresBefore(
    tx,
    email,
    new Date(at.getTime() - CODE_RETENTION_MS),
  );
  const recent = await failuresSince(
    tx,
    email,
    new Date(at.getTime() - HOUR_MS),
  );
  const locked = failureWait(recent, clientIp, at);
  if (locked) return { locked };

  const code = await latestCode(tx, email);
  if (!code || code.consumedAt || code.expiresAt.getTime() <= at.getTime()) {
    return { invalid: CODE_EXPIRED };
  }
  if (code.attempts >= rules.wrongTriesPerCode) {
    return { invalid: message("auth.codeTriedTooOften") };
  }
  if (!otpCodeMatches(email, otp, code)) {
    // A code from an earlier mail, voided when the person asked again: said so, and not
    // counted as a wrong try, since it was sent to them (docs/product.md#sign-in). Only the
    // address's own mail holds it, so the answer tells nobody else anything.
    const earlier = await supersededCodes(tx, email, code);
    if (earlier.some((old) => otpCodeMatches(email, otp, old))) {
      return { invalid: CODE_SUPERSEDED };
    }
    const attempts =
      (await recordWrongTry(tx, code.id, rules.wrongTriesPerCode)) ??
      rules.wrongTriesPerCode;
    await insertFailure(tx, { email, clientIp, failedAt: at });
    const triesLeft = Math.min(
      rules.wrongTriesPerCode - attempts,
      failuresLeft(recent, clientIp) - 1,
    );
    return { invalid: wrongCodeMessage(triesLeft) };
  }
  if (!(await consumeCode(tx, code.id, at, rules.wrongTriesPerCode))) {
    return { invalid: CODE_EXPIRED };
  }
  return undefined;
}

/** The error a refused code answers with: 429 while locked out, 400 otherwise. */
export function codeRefusal(refused: CodeRefused): DomainError {
  if ("locked" in refused)
    return new TooManyRequests(refused.locked.message, refused.locked.seconds);
  return new InvalidCode(refused.invalid);
}

function wrongCodeMessage(triesLeft: number): string {
  if (triesLeft <= 0) return message("auth.codeIncorrectNoTriesLeft");
  return triesLeft === 1
    ? message("auth.codeIncorrectOneTryLeft")
    : message("auth.codeIncorrectTriesLeft", { tries: triesLeft });
}
