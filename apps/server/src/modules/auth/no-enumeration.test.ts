import type { LightMyRequestResponse } from "fastify";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { sql } from "drizzle-orm";
import { queryRows } from "../../../test/query-rows.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
  uniqueIp,
} from "../../../test/sign-in-harness.ts";
import { SECOND } from "../../../test/test-clock.ts";
import { findActiveUserByEmail } from "../users/users.repo.ts";

/** Everything a client can see of an answer, minus the per-request id and clock. */
function observable(response: LightMyRequestResponse) {
  const headers = { ...response.headers };
  delete headers["date"];
  delete headers["x-request-id"];
  return { status: response.statusCode, headers, body: response.rawPayload };
}

async function disabledAddress(kosh: SignInHarness): Promise<string> {
  const email = uniqueEmail("disabled");
  await kosh.invite(email);
  await kosh.disable(email);
  return email;
}

describe("an address that is not invited, or disabled", () => {
  it("gets a byte-identical answer to an invited one, and no mail", async ({
    kosh,
  }) => {
    const invited = uniqueEmail("invited");
    await kosh.invite(invited);
    const uninvited = uniqueEmail("stranger");
    const disabled = await disabledAddress(kosh);

    const answers = await Promise.all(
      [invited, uninvited, disabled].map((email) => kosh.sendCode(email)),
    );

    const [forInvited, forUninvited, forDisabled] = answers.map(observable);
    expect(forInvited?.status).toBe(200);
    expect(forUninvited).toEqual(forInvited);
    expect(forDisabled).toEqual(forInvited);
    expect(kosh.smtp.mailsTo(invited)).toHaveLength(1);
    expect(kosh.smtp.mailsTo(uninvited)).toHaveLength(0);
    expect(kosh.smtp.mailsTo(disabled)).toHaveLength(0);
  });

  it("meets the same sending limit, word for word", async ({ kosh }) => {
    const invited = uniqueEmail("invited-limit");
    await kosh.invite(invited);
    const uninvited = uniqueEmail("stranger-limit");
    await kosh.sendCode(invited);
    await kosh.sendCode(uninvited);

    kosh.clock.advance(30 * SECOND);
    const [forInvited, forUninvited] = await Promise.all([
      kosh.resendCode(invited),
      kosh.resendCode(uninvited),
    ]);

    expect(forInvited.statusCode).toBe(429);
    expect(observable(forUninvited)).toEqual(observable(forInvited));
  });

  it("gets the same answer to a guessed code as an invited address does", async ({
    kosh,
  }) => {
    const invited = uniqueEmail("invited-guess");
    await kosh.invite(invited);
    const uninvited = uniqueEmail("stranger-guess");
    await kosh.sendCode(invited);
    await kosh.sendCode(uninvited);
    const guess =
      kosh.latestMailedCode(invited) === "123456" ? "654321" : "123456";

    const forInvited = await kosh.verify(invited, guess);
    const forUninvited = await kosh.verify(uninvited, guess);

    expect(forInvited.statusCode).toBe(400);
    expect(observable(forUninvited)).toEqual(observable(forInvited));
  });

  it("makes the request do the same work: one code and one queued mail each, and no worker woken by it; the worker sends only the invited one's", async ({
    kosh,
  }) => {
    const invited = uniqueEmail("invited-work");
    await kosh.invite(invited);
    const uninvited = uniqueEmail("stranger-work");
    const disabled = await disabledAddress(kosh);
    const addresses = [invited, uninvited, disabled];

    for (const email of addresses) {
      const answer = await kosh.app.inject({
        method: "POST",
        url: "/api/auth/send-otp",
        payload: { email },
        remoteAddress: uniqueIp(),
      });
      expect(answer.statusCode).toBe(200);
    }
    // Time enough for a pass the request had started to claim and send the mail.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const queued = () =>
      queryRows<{ recipient: string; attempts: number }>(
        kosh.db,
        sql`select recipient, attempts from mail_outbox
            where recipient in (${invited}, ${uninvited}, ${disabled}) order by recipient`,
      );
    const codes = await queryRows<{ email: string }>(
      kosh.db,
      sql`select email from otp_codes
          where email in (${invited}, ${uninvited}, ${disabled}) order by email`,
    );

    expect(codes.map((row) => row.email)).toEqual([...addresses].sort());
    expect(await queued()).toEqual(
      [...addresses].sort().map((recipient) => ({ recipient, attempts: 0 })),
    );
    expect(kosh.smtp.mailsTo(invited)).toHaveLength(0);

    await kosh.app.mailQueue.drain();

    expect(await queued()).toEqual([]);
    expect(kosh.smtp.mailsTo(invited)).toHaveLength(1);
    expect(kosh.smtp.mailsTo(uninvited)).toHaveLength(0);
    expect(kosh.smtp.mailsTo(disabled)).toHaveLength(0);
  });

  it("never becomes a user by asking for a code", async ({ kosh }) => {
    const uninvited = uniqueEmail("not-a-user");

    await kosh.sendCode(uninvited);

    expect(await findActiveUserByEmail(kosh.db, uninvited)).toBeUndefined();
  });
});

describe("the mail worker's own schedule", () => {
  it("reaches an invited person within a couple of seconds, though no request wakes it: it looks every second", async () => {
    const own = await startSignInHarness();
    try {
      const invited = uniqueEmail("invited-schedule");
      await own.invite(invited);
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const answer = await own.app.inject({
        method: "POST",
        url: "/api/auth/send-otp",
        payload: { email: invited },
        remoteAddress: uniqueIp(),
      });
      expect(answer.statusCode).toBe(200);
      await own.smtp.mailbox.waitForMail(invited, { timeoutMs: 2_500 });
    } finally {
      await own.close();
    }
  });
});
