import { performance } from "node:perf_hooks";
import { expectAnswer, sendJsonTo } from "@kosh/testing/send-json";
import { signInOverHttp } from "@kosh/testing/sign-in";
import type { Mailbox } from "@kosh/testing/smtp-capture";

/** One request as a client saw it, with times in ms on the test's own clock. */
export interface Answer {
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  /** 0 when no HTTP answer came at all (connection failed, or no answer within the give-up time). */
  status: number;
  retryAfter: string | null;
  body: string;
}

/** Far past the 2 s a request may take when the database is down: a request this slow has hung. */
const GIVE_UP_MS = 10_000;

export type Call = (
  method: "GET" | "POST",
  path: string,
  options?: { token?: string; body?: unknown },
) => Promise<Answer>;

/** Requests over real HTTP to a listening Kosh, timed from before sending to the end of the body. */
export function koshOverHttp(origin: string): Call {
  return async (method, path, { token, body } = {}) => {
    const startedAt = performance.now();
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(GIVE_UP_MS),
      });
      const text = await response.text();
      return {
        method,
        path,
        startedAt,
        endedAt: performance.now(),
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: text,
      };
    } catch (error) {
      return {
        method,
        path,
        startedAt,
        endedAt: performance.now(),
        status: 0,
        retryAfter: null,
        body: String(error),
      };
    }
  };
}

export interface Person {
  email: string;
  token: string;
}

/** The start-up admin invites each address from the admin API; each person signs in by mailed code. */
export async function invitedAndSignedIn(
  origin: string,
  mailbox: Mailbox,
  adminEmail: string,
  emails: string[],
): Promise<Person[]> {
  const send = sendJsonTo(origin);
  const admin = await signInOverHttp(send, mailbox, adminEmail);
  return Promise.all(
    emails.map(async (email) => {
      await expectAnswer(
        send("POST", "/api/admin/users", { email, role: "user" }, admin.token),
        201,
        `inviting ${email}`,
      );
      const { token } = await signInOverHttp(send, mailbox, email);
      return { email, token };
    }),
  );
}

/** One line per answer for a failing assertion: what was asked, what came back, how fast. */
export function describeAnswer(answer: Answer): string {
  const ms = Math.round(answer.endedAt - answer.startedAt);
  return `${answer.method} ${answer.path} → ${answer.status} in ${ms} ms: ${answer.body.slice(0, 200)}`;
}
