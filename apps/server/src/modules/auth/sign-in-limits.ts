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
      message: `Please wait ${waitInWords(gap)} before requesting another code.`,
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
      message: `Too many codes were requested for this address. Please try again in ${waitInWords(hourly)}.`,
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
      message: `Too many codes were requested from your network. Please try again in ${waitInWords(network)}.`,
    });
  }
  return waits.sort((a, b) => b.seconds - a.seconds)[0];
}

/**
 * Wrong tries of the last hour across an address's codes; past the limit, the seconds until
 * enough of them leave the window. Tries are dated by their code, which lives 10 minutes.
 */
export function failureWait(
  codes: readonly { createdAt: Date; attempts: number }[],
  now: Date,
): Wait | undefined {
  const limit = SIGN_IN_RULES.failuresPerEmailPerHour;
  let failures = failuresIn(codes);
  if (failures < limit) return undefined;
  for (const code of codes) {
    failures -= code.attempts;
    if (failures < limit) {
      const seconds =
        (code.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000;
      return {
        seconds,
        message: `Too many incorrect codes for this address. Please try again in ${waitInWords(seconds)}.`,
      };
    }
  }
  return undefined;
}

/** Wrong tries summed over codes. */
export function failuresIn(codes: readonly { attempts: number }[]): number {
  return codes.reduce((sum, code) => sum + code.attempts, 0);
}
