import type { LightMyRequestResponse } from "fastify";
import { type App, type BuildAppOptions, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database, DatabaseHandle } from "../src/db/database.ts";
import type { UserRole } from "../src/db/schema.ts";
import { inviteUser } from "../src/modules/users/users.service.ts";
import { startSmtpCapture, type SmtpCapture } from "@kosh/testing/smtp-capture";
import { testClock, type TestClock } from "./test-clock.ts";
import { TEST_OPERATOR_ENV } from "./test-operator.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * The whole server for sign-in tests: its own migrated database, a real SMTP server receiving
 * the mails, and a clock the test moves. Requests go through `app.inject` like a client's.
 */
export interface SignInHarness {
  app: App;
  db: Database;
  clock: TestClock;
  smtp: SmtpCapture;
  invite(email: string, role?: UserRole): Promise<void>;
  /** Disables an invited address as an admin does: `PATCH /api/admin/users/:id` by a signed-in admin. */
  disable(email: string): Promise<void>;
  /** Asks for a code and waits until the mail worker has sent what is due. */
  sendCode(email: string, ip?: string): Promise<LightMyRequestResponse>;
  resendCode(email: string, ip?: string): Promise<LightMyRequestResponse>;
  verify(
    email: string,
    otp: string,
    ip?: string,
  ): Promise<LightMyRequestResponse>;
  /** The code in the newest mail to this address. */
  latestMailedCode(email: string): string;
  /** Sends a code, reads it from the mail and verifies it; returns the access token. */
  signIn(email: string): Promise<string>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * `env` adds to the test configuration, e.g. `{ NODE_ENV: "production", TRUST_PROXY: "loopback" }`;
 * `logger` sends the log where the test reads it (test/log-capture.ts).
 */
export async function startSignInHarness(
  env: NodeJS.ProcessEnv = {},
  { logger }: Pick<BuildAppOptions, "logger"> = {},
): Promise<SignInHarness> {
  const clock = testClock();
  const [database, smtp] = await Promise.all([
    createTestDatabase(),
    startSmtpCapture(),
  ]);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      SMTP_URL: smtp.url,
      PUBLIC_URL: "http://kosh.test",
      ...TEST_OPERATOR_ENV,
      ...env,
    }),
    db: database.db,
    now: clock.now,
    logger,
  });
  return harness(app, database, smtp, clock);
}

function harness(
  app: App,
  database: DatabaseHandle,
  smtp: SmtpCapture,
  clock: TestClock,
): SignInHarness {
  // Each address asks from its own IP unless a test says otherwise, so only the per-IP test meets that limit.
  const ipOf = new Map<string, string>();
  const ipFor = (email: string) =>
    ipOf.get(email) ?? ipOf.set(email, uniqueIp()).get(email) ?? "";
  const post = (
    url: string,
    payload: { email: string; otp?: string },
    ip = ipFor(payload.email),
  ) => app.inject({ method: "POST", url, payload, remoteAddress: ip });
  // send-otp answers before the mail goes out; a test reads the mailbox once the worker is done.
  const postAndDeliver = async (
    url: string,
    payload: { email: string },
    ip?: string,
  ) => {
    const response = await post(url, payload, ip);
    await app.mailQueue.drain();
    return response;
  };

  const self: SignInHarness = {
    app,
    db: database.db,
    clock,
    smtp,
    async invite(email, role = "user") {
      await inviteUser(database.db, { email, role, now: clock.now() });
    },
    async disable(email) {
      const headers = { authorization: `Bearer ${await signedInAdmin(self)}` };
      const listed = await app.inject({ url: "/api/admin/users", headers });
      const user = (listed.json() as { id: string; email: string }[]).find(
        (row) => row.email === email.trim().toLowerCase(),
      );
      if (!user) throw new Error(`${email} is not on the admin list`);
      const patched = await app.inject({
        method: "PATCH",
        url: `/api/admin/users/${user.id}`,
        headers,
        payload: { disabled: true },
      });
      if (patched.statusCode !== 200)
        throw new Error(
          `PATCH answered ${patched.statusCode}: ${patched.body}`,
        );
    },
    sendCode: (email, ip) =>
      postAndDeliver("/api/auth/send-otp", { email }, ip),
    resendCode: (email, ip) =>
      postAndDeliver("/api/auth/resend-otp", { email }, ip),
    verify: (email, otp, ip) =>
      post("/api/auth/verify-otp", { email, otp }, ip),
    latestMailedCode: (email) => smtp.latestCode(email),
    async signIn(email) {
      const sent = await self.sendCode(email);
      if (sent.statusCode !== 200)
        throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
      const verified = await self.verify(email, self.latestMailedCode(email));
      if (verified.statusCode !== 200)
        throw new Error(
          `verify-otp answered ${verified.statusCode}: ${verified.body}`,
        );
      return (verified.json() as { session: { access_token: string } }).session
        .access_token;
    },
    get: (url, token) =>
      app.inject({
        method: "GET",
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    async close() {
      await app.close();
      await Promise.all([database.close(), smtp.close()]);
    },
  };
  return self;
}

/** A token of a new admin, so no session a test ended or a clock it moved stands in the way. */
async function signedInAdmin(kosh: SignInHarness): Promise<string> {
  const email = uniqueEmail("harness-admin");
  await kosh.invite(email, "admin");
  return kosh.signIn(email);
}

let sequence = 0;
/** An address no other test of the file uses, so their codes and limits never meet. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${sequence}@example.com`;
}

let ipSequence = 0;
/** An IP no other test of the file uses, so the per-IP send limit stays with its own test. */
export function uniqueIp(): string {
  ipSequence += 1;
  return `10.20.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}
