import { type Agent, request } from "node:http";
import {
  type CompleteProfileInput,
  profileResponse,
  type User,
  verifyOtpResponse,
} from "@kosh/core/contracts/auth";
import type { Mailbox } from "./smtp-capture.ts";

/** An answer with its body parsed as JSON (or the text when it is not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Sends one JSON request; the caller decides how (fetch, a client bound to a local address…). */
export type SendJson = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<JsonAnswer>;

export interface SignedInSession {
  email: string;
  token: string;
  user: User;
}

/**
 * JSON requests over HTTP to a listening Kosh. `localAddress` (any 127.x.y.z on Linux) makes them
 * leave from an address of their own: outside production the server limits sign-in codes per
 * socket address, so each simulated person can come from their own network as in real life.
 */
export function sendJsonTo(
  baseUrl: string,
  {
    localAddress,
    agent,
  }: {
    localAddress?: string;
    /** e.g. a keep-alive Agent of the caller's; Node's global agent when absent. */
    agent?: Agent;
  } = {},
): SendJson {
  const url = new URL(baseUrl);
  return (method, path, body, token) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise<JsonAnswer>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers,
          localAddress,
          agent,
          timeout: 30_000,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              body: parsedBody(Buffer.concat(chunks).toString("utf8")),
            }),
          );
        },
      );
      outgoing.on("timeout", () =>
        outgoing.destroy(new Error(`${method} ${path}: no answer in 30 s`)),
      );
      outgoing.on("error", reject);
      outgoing.end(payload);
    });
  };
}

/** The parsed JSON of a body, or its text when it is not JSON. */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body of an answer that must have `status`, or an error saying what came instead. */
export async function expectAnswer(
  answer: Promise<JsonAnswer>,
  status: number,
  what: string,
): Promise<unknown> {
  const { status: got, body } = await answer;
  if (got !== status)
    throw new Error(
      `${what} answered ${got} instead of ${status}: ${JSON.stringify(body)}`,
    );
  return body;
}

export interface SignInOptions {
  /** Completes the profile with these details when the server asks for one (a first sign-in). */
  profile?: CompleteProfileInput;
}

/**
 * Signs in as a person does, over HTTP: asks for a code (POST /api/auth/send-otp), reads it from
 * the mail the server sent, and sends it back (POST /api/auth/verify-otp). `send` is a base URL
 * or a way of sending of the caller's.
 */
export async function signInOverHttp(
  send: string | SendJson,
  mailbox: Mailbox,
  email: string,
  { profile }: SignInOptions = {},
): Promise<SignedInSession> {
  const sendJson = typeof send === "string" ? sendJsonTo(send) : send;
  const before = await mailbox.count(email);
  await expectAnswer(
    sendJson("POST", "/api/auth/send-otp", { email }),
    200,
    `send-otp for ${email}`,
  );
  const otp = await mailbox.latestCode(email, { after: before });
  const verified = verifyOtpResponse.parse(
    await expectAnswer(
      sendJson("POST", "/api/auth/verify-otp", { email, otp }),
      200,
      `verify-otp for ${email}`,
    ),
  );
  const token = verified.session.access_token;
  if (profile && !verified.user.profile_completed) {
    const completed = profileResponse.parse(
      await expectAnswer(
        sendJson("PUT", "/api/auth/complete-profile", profile, token),
        200,
        `complete-profile for ${email}`,
      ),
    );
    return { email, token, user: completed.user };
  }
  return { email, token, user: verified.user };
}
