import { afterAll, beforeAll, describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { buildApp, type App } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { postgresDatabase } from "../../db/database.ts";
import { inviteUser } from "../users/users.service.ts";
import {
  startSignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";
import { type SmtpCapture, startSmtpCapture } from "@kosh/testing/smtp-capture";
import { SECOND, testClock } from "../../../test/test-clock.ts";
import { createTestDatabase } from "../../../test/test-database.ts";

const AUTH_UNAVAILABLE =
  "Authentication service is currently unavailable. Please try again later.";

describe("while the mail server refuses messages", () => {
  it("answers 503 to every address alike, then delivers the queued code once the server is back", async ({
    kosh,
  }) => {
    const first = uniqueEmail("smtp-refuses");
    const invited = uniqueEmail("smtp-refuses-invited");
    const uninvited = uniqueEmail("smtp-refuses-stranger");
    await kosh.invite(first);
    await kosh.invite(invited);
    kosh.smtp.refuseMessages(true);

    // Queued before anyone knew: the answer does not wait for the mail server.
    const queued = await kosh.sendCode(first);
    const [forInvited, forUninvited] = await Promise.all([
      kosh.sendCode(invited),
      kosh.sendCode(uninvited),
    ]);

    expect(queued.statusCode).toBe(200);
    for (const refused of [forInvited, forUninvited]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.json()).toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: AUTH_UNAVAILABLE,
      });
    }
    expect(forUninvited.body).toBe(forInvited.body);
    expect(kosh.smtp.mailsTo(first)).toHaveLength(0);

    kosh.smtp.refuseMessages(false);
    kosh.clock.advance(20 * SECOND);
    await kosh.app.mailQueue.drain();

    expect(kosh.smtp.mailsTo(first)).toHaveLength(1);
    // A refused request made no code, so asking again right away meets no 60-second wait.
    const retried = await kosh.sendCode(invited);
    expect(retried.statusCode).toBe(200);
    expect(kosh.smtp.mailsTo(invited)).toHaveLength(1);
  });
});

describe("when the mail server refuses one recipient for good", () => {
  it("gives that mail up after one attempt, lists it for admins, and keeps sign-in open for every other address", async () => {
    const kosh = await startSignInHarness();
    try {
      const admin = uniqueEmail("mail-admin");
      const unknownMailbox = uniqueEmail("no-such-mailbox");
      const other = uniqueEmail("still-signs-in");
      await kosh.invite(admin, "admin");
      await kosh.invite(unknownMailbox);
      await kosh.invite(other);
      const token = await kosh.signIn(admin);
      kosh.smtp.refuseRecipient(unknownMailbox);

      const refusedAt = kosh.clock.now().toISOString();
      expect((await kosh.sendCode(unknownMailbox)).statusCode).toBe(200);
      // Past the first retry's wait: a mail still queued would be tried again now.
      kosh.clock.advance(20 * SECOND);
      await kosh.app.mailQueue.drain();
      const forOther = await kosh.sendCode(other);

      expect(forOther.statusCode).toBe(200);
      expect(kosh.smtp.mailsTo(other)).toHaveLength(1);
      expect(kosh.smtp.mailsTo(unknownMailbox)).toHaveLength(0);
      const listed = await kosh.get("/api/admin/undelivered-mails", token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([
        {
          id: expect.any(String),
          kind: "sign_in_code",
          recipient: unknownMailbox,
          attempts: 1,
          given_up_at: refusedAt,
          reason: expect.stringContaining("550 No such user here"),
        },
      ]);
    } finally {
      await kosh.close();
    }
  });
});

describe("when the mail server cannot be reached", () => {
  it("keeps the code queued, answers 503 while it fails, and sends it when the server is back", async () => {
    const smtp = await startSmtpCapture();
    const port = smtp.port;
    await smtp.close();
    const clock = testClock();
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url }),
      db: database.db,
      now: clock.now,
    });
    let back: SmtpCapture | undefined;
    try {
      await inviteUser(database.db, {
        email: "no-mail@example.com",
        role: "user",
        now: clock.now(),
      });
      const send = (email: string) =>
        app.inject({
          method: "POST",
          url: "/api/auth/send-otp",
          payload: { email },
        });

      expect((await send("no-mail@example.com")).statusCode).toBe(200);
      await app.mailQueue.drain();
      const refused = await send("someone-else@example.com");

      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(AUTH_UNAVAILABLE);

      back = await startSmtpCapture({ port });
      clock.advance(20 * SECOND);
      await app.mailQueue.drain();

      expect(back.mailsTo("no-mail@example.com")).toHaveLength(1);
      expect((await send("someone-else@example.com")).statusCode).toBe(200);
    } finally {
      await app.close();
      await Promise.all([database.close(), back?.close()]);
    }
  });
});

describe("when the database cannot be reached", () => {
  let app: App;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, so every connection is refused at once.
    const unreachable = postgresDatabase("postgres://kosh@127.0.0.1:1/kosh");
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test" }),
      db: unreachable.db,
    });
  });
  afterAll(() => app.close());

  it("answers sign-in requests with 503, 'Authentication service is currently unavailable' and Retry-After", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: { email: "someone@example.com" },
    });

    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json().message).toBe(AUTH_UNAVAILABLE);
  });

  it("answers profile completion with the profile service's message", async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/api/auth/complete-profile",
      headers: { authorization: `Bearer ${"a".repeat(43)}` },
      payload: { name: "A", date_of_birth: "1990-01-01", location: "Pune" },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      "Profile service is currently unavailable. Please try again later.",
    );
  });

  it("answers other routes with a plain 503 that leaks no SQL", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: { authorization: `Bearer ${"a".repeat(43)}` },
    });

    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json().message).toBe(
      "The database is not reachable right now. Please try again in a few moments.",
    );
    expect(response.body).not.toMatch(/select|sessions|ECONNREFUSED/i);
  });

  it("reports the health check as failing", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });

    expect(response.statusCode).toBe(503);
  });
});
