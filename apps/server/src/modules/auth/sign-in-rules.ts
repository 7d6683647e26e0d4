import {
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
} from "@kosh/core/contracts/auth";
import { message } from "@kosh/core/contracts/message";

/**
 * The numbers of docs/product.md#sign-in-limits, in one place; each has an API test at and past its
 * limit.
 */
export const SIGN_IN_RULES = {
  codeLength: OTP_LENGTH,
  codeValidMinutes: 10,
  wrongTriesPerCode: 5,
  /** Wrong codes for one address from one client address in an hour, then that pair waits. */
  failuresPerEmailAndClientPerHour: 10,
  /** Wrong codes for one address from all client addresses in an hour, then everyone waits. */
  failuresPerEmailPerHour: 30,
  /** Matches the Resend countdown the web app shows. */
  secondsBetweenSends: RESEND_COUNTDOWN_SECONDS,
  sendsPerEmailPerHour: 5,
  sendsPerIpPer15Minutes: 20,
  sessionIdleDays: 30,
  sessionAbsoluteDays: 90,
} as const;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const AUTH_UNAVAILABLE_MESSAGE = message("auth.unavailable");
export const PROFILE_UNAVAILABLE_MESSAGE = message("profile.unavailable");

/** "42 seconds" or "17 minutes": how long to wait, in words, rounded up. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1
      ? message("wait.oneSecond")
      : message("wait.seconds", { seconds: whole });
  }
  return message("wait.minutes", { minutes: Math.ceil(seconds / 60) });
}
