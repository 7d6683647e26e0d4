import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { postgresDatabase } from "../../db/database.ts";
import { inviteUser } from "../users/users.service.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";
import { startSmtpCapture } from "@kosh/testing/smtp-capture";
import { createTestDatabase } from "../../../test/test-database.ts";

const AUTH_UNAVAILABLE =
  "Authentication service is currently unavailable. Please try again later.";

describe("when the mail server refuses the message", () => {
  let kosh: SignInHarness;
  beforeAll(async () => {
    kosh = await startSignInHarness();
  });
  afterAll(() => kosh.close());

  it("answers 503 with the sign-in message, and the failed send does not count", async () => {
    const email = uniqueEmail("smtp-refuses");
    await kosh.invite(email);
    kosh.smtp.refuseMessages(true);

    const refused = await kosh.sendCode(email);
    kosh.smtp.refuseMessages(false);
    const retried = await kosh.resendCode(email);

    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json()).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: AUTH_UNAVAILABLE,
    });
    // No 60-second wait: the person never received the first code.
    expect(retried.statusCode).toBe(200);
    expect(kosh.smtp.mailsTo(email)).toHaveLength(1);
  });
});

describe("when the mail server cannot be reached", () => {
  it("answers 503 with the sign-in message", async () => {
    const smtp = await startSmtpCapture();
    const unreachableUrl = smtp.url;
    await smtp.close();
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", SMTP_URL: unreachableUrl }),
      db: database.db,
    });
    try {
      await inviteUser(database.db, {
        email: "no-mail@example.com",
        role: "user",
        now: new Date(),
      });

      const response = await app.inject({
        method: "POST",
        url: "/api/auth/send-otp",
        payload: { email: "no-mail@example.com" },
      });

      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(AUTH_UNAVAILABLE);
    } finally {
      await app.close();
      await database.close();
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
