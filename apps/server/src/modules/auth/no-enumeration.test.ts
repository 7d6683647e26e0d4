import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";
import { SECOND } from "../../../test/test-clock.ts";
import { findActiveUserByEmail } from "../users/users.repo.ts";

let kosh: SignInHarness;
beforeAll(async () => {
  kosh = await startSignInHarness();
});
afterAll(() => kosh.close());

/** Everything a client can see of an answer, minus the per-request id and clock. */
function observable(response: LightMyRequestResponse) {
  const headers = { ...response.headers };
  delete headers["date"];
  delete headers["x-request-id"];
  return { status: response.statusCode, headers, body: response.rawPayload };
}

async function disabledAddress(): Promise<string> {
  const email = uniqueEmail("disabled");
  await kosh.invite(email);
  await kosh.disable(email);
  return email;
}

describe("an address that is not invited, or disabled", () => {
  it("gets a byte-identical answer to an invited one, and no mail", async () => {
    const invited = uniqueEmail("invited");
    await kosh.invite(invited);
    const uninvited = uniqueEmail("stranger");
    const disabled = await disabledAddress();

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

  it("meets the same sending limit, word for word", async () => {
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

  it("gets the same answer to a guessed code as an invited address does", async () => {
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

  it("never becomes a user by asking for a code", async () => {
    const uninvited = uniqueEmail("not-a-user");

    await kosh.sendCode(uninvited);

    expect(await findActiveUserByEmail(kosh.db, uninvited)).toBeUndefined();
  });
});
