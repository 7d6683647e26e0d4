import { message } from "@kosh/core/contracts/message";
import {
  HOUR_MS,
  MINUTE_MS,
  SIGN_IN_RULES,
  waitInWords,
} from "./sign-in-rules.ts";

export interface Wait {
  seconds: number;
  message: string;
}

/**
 * Seconds until fewer than `limit` events remain inside the sliding window, or undefined when
 * another one is allowed now. `times` are oldest first and may reach back further than the window.
 */
function windowWait(
  times: readonly Date[],
  limit: number,
  windowMs: number,
  now: Date,
): number | undefined {
  const windowStart = now.getTime() - windowMs;
  const inWindow = times.filter((time) => time.getTime() > windowStart);
  const freedBy = inWindow[inWindow.length - limit];
  if (!freedBy) return undefined;
  return (freedBy.getTime() - windowStart) / 1000;
}

/**
 * The longest wait any sending rule imposes (docs/product.md#sign-in-limits), with a sentence for
 * the person.
 */
export function sendWait(
  emailTimes: readonly Date[],
  ipTimes: readonly Date[],
  now: Date,
): Wait | undefined {
  const rules = SIGN_IN_RULES;
  const waits: Wait[] = [];
  const gap = windowWait(emailTimes, 1, rules.secondsBetweenSends * 1000, now);
  if (gap !== undefined) {
    waits.push({
      seconds: gap,
      message: message("auth.waitBeforeAnotherCode", {
        wait: waitInWords(gap),
      }),
    });
  }
  const hourly = windowWait(
    emailTimes,
    rules.sendsPerEmailPerHour,
    HOUR_MS,
    now,
  );
  if (hourly !== undefined) {
    waits.push({
      seconds: hourly,
      message: message("auth.tooManyCodesForAddress", {
        wait: waitInWords(hourly),
      }),
    });
  }
  const network = windowWait(
    ipTimes,
    rules.sendsPerIpPer15Minutes,
    15 * MINUTE_MS,
    now,
  );
  if (network !== undefined) {
    waits.push({
      seconds: network,
      message: message("auth.tooManyCodesFromNetwork", {
        wait: waitInWords(network),
      }),
    });
  }
  return waits.sort((a, b) => b.seconds - a.seconds)[0];
}

/**
 * The wait that wrong codes impose (docs/product.md#sign-in-limits): 10 an hour for the address
 * from this client address, 30 an hour for the address from anywhere. `failures` are the
 * address's wrong codes of the last hour, oldest first, each with the client address that sent it.
 */
export function failureWait(
  failures: readonly { failedAt: Date; clientIp: string }[],
  clientIp: string,
  now: Date,
): Wait | undefined {
  const rules = SIGN_IN_RULES;
  const fromClient = failures
    .filter((failure) => failure.clientIp === clientIp)
    .map((failure) => failure.failedAt);
  const waits = [
    windowWait(
      fromClient,
      rules.failuresPerEmailAndClientPerHour,
      HOUR_MS,
      now,
    ),
    windowWait(
      failures.map((failure) => failure.failedAt),
      rules.failuresPerEmailPerHour,
      HOUR_MS,
      now,
    ),
  ].filter((wait) => wait !== undefined);
  if (waits.length === 0) return undefined;
  const seconds = Math.max(...waits);
  return {
    seconds,
    message: message("auth.tooManyWrongCodes", { wait: waitInWords(seconds) }),
  };
}

/** How many more wrong codes the address takes from this client address before a wait. */
export function failuresLeft(
  failures: readonly { clientIp: string }[],
  clientIp: string,
): number {
  const rules = SIGN_IN_RULES;
  const fromClient = failures.filter(
    (failure) => failure.clientIp === clientIp,
  ).length;
  return Math.min(
    rules.failuresPerEmailAndClientPerHour - fromClient,
    rules.failuresPerEmailPerHour - failures.length,
  );
}
