import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {
  type SignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";
import { MINUTE } from "../../../test/test-clock.ts";

/** A six-digit code that is certainly not `code`. */
function wrongCodeFor(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

async function invitedWithCode(kosh: SignInHarness, label: string) {
  const email = uniqueEmail(label);
  await kosh.invite(email);
  await kosh.sendCode(email);
  return { email, code: kosh.latestMailedCode(email) };
}

/** The next code for the address, sent once the 60 s gap has passed. */
async function nextCode(kosh: SignInHarness, email: string): Promise<string> {
  kosh.clock.advance(MINUTE);
  const sent = await kosh.sendCode(email);
  expect(sent.statusCode).toBe(200);
  return kosh.latestMailedCode(email);
}

describe("wrong tries on one code (5, then the code is void)", () => {
  it("says how many tries are left after each wrong one", async ({ kosh }) => {
    const { email, code } = await invitedWithCode(kosh, "countdown");

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

  it("accepts the right code after 4 wrong tries", async ({ kosh }) => {
    const { email, code } = await invitedWithCode(kosh, "four-wrong");
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }

    const response = await kosh.verify(email, code);

    expect(response.statusCode).toBe(200);
  });

  it("refuses the right code after 5 wrong tries", async ({ kosh }) => {
    const { email, code } = await invitedWithCode(kosh, "five-wrong");
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

  it("lets a new code work after the old one went void", async ({ kosh }) => {
    const { email, code } = await invitedWithCode(kosh, "fresh-after-void");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }

    const response = await kosh.verify(email, await nextCode(kosh, email));

    expect(response.statusCode).toBe(200);
  });
});

describe("wrong tries per address across codes (10 an hour)", () => {
  it("accepts the right code after 9 wrong tries in the hour", async ({
    kosh,
  }) => {
    const { email, code } = await invitedWithCode(kosh, "nine-failures");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }
    const second = await nextCode(kosh, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(second));
    }

    const response = await kosh.verify(email, second);

    expect(response.statusCode).toBe(200);
  });

  it("refuses even a right, fresh code after 10 wrong tries in the hour, with Retry-After", async ({
    kosh,
  }) => {
    const { email, code } = await invitedWithCode(kosh, "ten-failures");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }
    const second = await nextCode(kosh, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(second));
    }
    const third = await nextCode(kosh, email);

    const response = await kosh.verify(email, third);

    expect(response.statusCode).toBe(429);
    // The first five failures belong to a code sent 2 minutes ago: they leave the window in 58 minutes.
    expect(response.headers["retry-after"]).toBe(String(58 * 60));
    expect(response.json().message).toBe(
      "Too many incorrect codes for this address. Please try again in 58 minutes.",
    );
  });

  it("lets the address sign in again once the failures are an hour old", async ({
    kosh,
  }) => {
    const { email, code } = await invitedWithCode(kosh, "hour-later");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(code));
    }
    const second = await nextCode(kosh, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await kosh.verify(email, wrongCodeFor(second));
    }

    kosh.clock.advance(60 * MINUTE);
    const response = await kosh.verify(email, await nextCode(kosh, email));

    expect(response.statusCode).toBe(200);
  });
});

describe("the lock is per address and client address, with a ceiling per address", () => {
  const attackers = ["203.0.113.7", "203.0.113.8", "203.0.113.9"];
  const person = "198.51.100.20";

  /**
   * A code sent for the address from `ip` `before` after the last one, then `tries` wrong ones
   * from `ip` `after` it.
   */
  async function wrongTriesOnNextCode(
    kosh: SignInHarness,
    email: string,
    ip: string,
    tries: number,
    { before = MINUTE, after = 8 * MINUTE } = {},
  ) {
    kosh.clock.advance(before);
    expect((await kosh.sendCode(email, ip)).statusCode).toBe(200);
    const code = kosh.latestMailedCode(email);
    kosh.clock.advance(after);
    const answers = [];
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      answers.push(
        (await kosh.verify(email, wrongCodeFor(code), ip)).statusCode,
      );
    }
    return { code, answers };
  }

  /**
   * 29 wrong codes for the address inside one hour, 9 or 10 from each attacker: five codes nine
   * minutes apart, then (the sixth send waits for the first to leave the hour of sends) a sixth
   * code that takes four wrong tries at once.
   */
  async function thirtyWrongCodesButOne(kosh: SignInHarness, email: string) {
    for (const attacker of [...attackers, ...attackers.slice(0, 2)]) {
      await wrongTriesOnNextCode(kosh, email, attacker, 5);
    }
    const { answers } = await wrongTriesOnNextCode(
      kosh,
      email,
      attackers[2]!,
      4,
      {
        before: 17 * MINUTE,
        after: 0,
      },
    );
    expect(answers).toEqual([400, 400, 400, 400]);
  }

  it("refuses the client that sent 10 wrong codes, and lets the person in from elsewhere", async ({
    kosh,
  }) => {
    const email = uniqueEmail("pair-lock");
    await kosh.invite(email);
    const [attacker] = attackers;
    await wrongTriesOnNextCode(kosh, email, attacker!, 5);
    await wrongTriesOnNextCode(kosh, email, attacker!, 5);

    const { code } = await wrongTriesOnNextCode(kosh, email, person, 0);
    const attackerAgain = await kosh.verify(email, code, attacker);
    expect(attackerAgain.statusCode).toBe(429);
    expect(attackerAgain.json().message).toMatch(
      /^Too many incorrect codes for this address\. Please try again in \d+ minutes\.$/,
    );

    const signedIn = await kosh.verify(email, code, person);
    expect(signedIn.statusCode).toBe(200);
  });

  it("counts a code's wrong tries whichever client sent them", async ({
    kosh,
  }) => {
    const email = uniqueEmail("tries-left");
    await kosh.invite(email);
    const { code } = await wrongTriesOnNextCode(kosh, email, attackers[0]!, 4);
    const fromPerson = await kosh.verify(email, wrongCodeFor(code), person);
    // The code's fifth wrong try (its last), though the person's own count is at one.
    expect(fromPerson.json().message).toBe(
      "The code is incorrect. Please request a new one.",
    );
  });

  it("lets the person in after 29 wrong codes from three other clients", async ({
    kosh,
  }) => {
    const email = uniqueEmail("ceiling-29");
    await kosh.invite(email);
    await thirtyWrongCodesButOne(kosh, email);
    // 29 wrong codes inside the hour; the newest code still has one try, the person's.
    const code = kosh.latestMailedCode(email);
    const response = await kosh.verify(email, code, person);
    expect(response.statusCode).toBe(200);
  });

  it("refuses everyone after 30 wrong codes for the address within the hour, with Retry-After", async ({
    kosh,
  }) => {
    const email = uniqueEmail("ceiling-30");
    await kosh.invite(email);
    await thirtyWrongCodesButOne(kosh, email);
    const last = await kosh.verify(
      email,
      wrongCodeFor(kosh.latestMailedCode(email)),
      attackers[2],
    );
    expect(last.statusCode).toBe(400);
    const code = kosh.latestMailedCode(email);
    const response = await kosh.verify(email, code, person);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.json().message).toMatch(
      /^Too many incorrect codes for this address\. Please try again in \d+ minutes\.$/,
    );
  });
});
