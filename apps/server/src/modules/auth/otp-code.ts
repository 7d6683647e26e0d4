import {
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import { SIGN_IN_RULES } from "./sign-in-rules.ts";

/** A uniformly random code of SIGN_IN_RULES.codeLength digits, leading zeros kept. */
export function newOtpCode(): string {
  const digits = SIGN_IN_RULES.codeLength;
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

export interface HashedCode {
  codeHash: string;
  codeSalt: string;
}

/**
 * HMAC-SHA-256 keyed with a fresh salt per code, bound to the address, so equal codes never share
 * a hash and a row copied to another address does not verify there.
 */
export function hashOtpCode(email: string, code: string): HashedCode {
  const codeSalt = randomBytes(16).toString("base64url");
  return { codeSalt, codeHash: digest(email, code, codeSalt) };
}

export function otpCodeMatches(
  email: string,
  code: string,
  stored: HashedCode,
): boolean {
  const candidate = Buffer.from(digest(email, code, stored.codeSalt), "hex");
  const expected = Buffer.from(stored.codeHash, "hex");
  return (
    candidate.length === expected.length && timingSafeEqual(candidate, expected)
  );
}

function digest(email: string, code: string, salt: string): string {
  return createHmac("sha256", salt).update(`${email}\n${code}`).digest("hex");
}
