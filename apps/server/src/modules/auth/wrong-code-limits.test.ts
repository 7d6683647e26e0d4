import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";
import { MINUTE } from "../../../test/test-clock.ts";

let kosh: SignInHarness;
beforeAll(async () => {
  kosh = await startSignInHarness();
});
afterAll(() => kosh.close());

/** A six-digit code that is certainly not `code`. */
function wrongCodeFor(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

async function invitedWithCode(label: string) {
  const email = uniqueEmail(label);
  await kosh.invite(email);
  await kosh.sendCode(email);
  return { email, code: kosh.latestMailedCode(email) };
}

/** The next code for the address, sent once the 60 s gap has passed. */
async function nextCode(email: string): Promise<string> {
  kosh.clock.advance(MINUTE);
  const sent = await kosh.sendCode(email);
  expect(sent.statusCode).toBe(200);
  return kosh.latestMailedCode(email);
}

describe("wrong tries on one code (5, then the code is void)", () => {
  it("says how many tries are left after each wrong one", async () => {
    const { email, code } = await invitedWithCode("countdown");

    const messages = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await kosh.verify(email, wrongCodeFor(code));
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }

    expect(messages).toEqual([
      "The code is incorrect. 4 tries left.",
      "The code is incorrect. 3 tries left.",
      "The code is incorrect. 2 tries left.",
      "The code is incorrect. 1 try left.",
      "The code is incorrect. Please request a new one.",
    ]);
  });

  it("accepts the right code after 4 wrong tries", async () => {
    const { email, code } = await invitedWithCode("four-wrong");
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }

    const response = await kosh.verify(email, code);

    expect(response.statusCode).toBe(200);
  });

  it("refuses the right code after 5 wrong tries", async () => {
    const { email, code } = await invitedWithCode("five-wrong");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }

    const response = await kosh.verify(email, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "INVALID_OTP",
      message:
        "This code was entered wrongly too many times. Please request a new one.",
    });
  });

  it("lets a new code work after the old one went void", async () => {
    const { email, code } = await invitedWithCode("fresh-after-void");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }

    const response = await kosh.verify(email, await nextCode(email));

    expect(response.statusCode).toBe(200);
  });
});

describe("wrong tries per address across codes (10 an hour)", () => {
  it("accepts the right code after 9 wrong tries in the hour", async () => {
    const { email, code } = await invitedWithCode("nine-failures");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }
    const second = await nextCode(email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(second));
    }

    const response = await kosh.verify(email, second);

    expect(response.statusCode).toBe(200);
  });

  it("refuses even a right, fresh code after 10 wrong tries in the hour, with Retry-After", async () => {
    const { email, code } = await invitedWithCode("ten-failures");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }
    const second = await nextCode(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(second));
    }
    const third = await nextCode(email);

    const response = await kosh.verify(email, third);

    expect(response.statusCode).toBe(429);
    // The first five failures belong to a code sent 2 minutes ago: they leave the window in 58 minutes.
    expect(response.headers["retry-after"]).toBe(String(58 * 60));
    expect(response.json().message).toBe(
      "Too many incorrect codes for this address. Please try again in 58 minutes.",
    );
  });

  it("lets the address sign in again once the failures are an hour old", async () => {
    const { email, code } = await invitedWithCode("hour-later");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }
    const second = await nextCode(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(second));
    }

    kosh.clock.advance(60 * MINUTE);
    const response = await kosh.verify(email, await nextCode(email));

    expect(response.statusCode).toBe(200);
  });
});
