import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { uniqueEmail, uniqueIp } from "../../../test/sign-in-harness.ts";
import { MINUTE, SECOND } from "../../../test/test-clock.ts";

describe("one code per address every 60 seconds", () => {
  it("refuses a second code 59 seconds after the first, saying how long to wait", async ({
    kosh,
  }) => {
    const email = uniqueEmail("gap");
    await kosh.invite(email);
    await kosh.sendCode(email);

    kosh.clock.advance(59 * SECOND);
    const response = await kosh.resendCode(email);

    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("1");
    expect(response.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Please wait 1 second before requesting another code.",
    });
    expect(kosh.smtp.mailsTo(email)).toHaveLength(1);
  });

  it("sends a second code 60 seconds after the first", async ({ kosh }) => {
    const email = uniqueEmail("gap-over");
    await kosh.invite(email);
    await kosh.sendCode(email);

    kosh.clock.advance(60 * SECOND);
    const response = await kosh.resendCode(email);

    expect(response.statusCode).toBe(200);
    expect(kosh.smtp.mailsTo(email)).toHaveLength(2);
  });

  it("counts send and resend together", async ({ kosh }) => {
    const email = uniqueEmail("send-then-resend");
    await kosh.invite(email);
    await kosh.resendCode(email);

    kosh.clock.advance(10 * SECOND);
    const response = await kosh.sendCode(email);

    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("50");
  });
});

describe("five codes per address an hour", () => {
  it("sends the fifth code within the hour and refuses the sixth until the first is an hour old", async ({
    kosh,
  }) => {
    const email = uniqueEmail("hourly");
    await kosh.invite(email);
    const answers = [];
    for (let send = 1; send <= 5; send += 1) {
      answers.push((await kosh.sendCode(email)).statusCode);
      kosh.clock.advance(MINUTE);
    }

    const sixth = await kosh.sendCode(email);
    kosh.clock.advance(55 * MINUTE);
    const afterTheHour = await kosh.sendCode(email);

    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(sixth.statusCode).toBe(429);
    // The first code was sent 5 minutes before the sixth try.
    expect(sixth.headers["retry-after"]).toBe(String(55 * 60));
    expect(sixth.json().message).toBe(
      "Too many codes were requested for this address. Please try again in 55 minutes.",
    );
    expect(afterTheHour.statusCode).toBe(200);
    expect(kosh.smtp.mailsTo(email)).toHaveLength(6);
  });
});

describe("twenty codes per IP every 15 minutes", () => {
  it("sends the twentieth request from one IP and refuses the twenty-first, other IPs unaffected", async ({
    kosh,
  }) => {
    const ip = uniqueIp();
    const answers = [];
    for (let send = 1; send <= 20; send += 1) {
      answers.push((await kosh.sendCode(uniqueEmail("crowd"), ip)).statusCode);
      kosh.clock.advance(10 * SECOND);
    }

    const twentyFirst = await kosh.sendCode(uniqueEmail("crowd"), ip);
    const elsewhere = await kosh.sendCode(uniqueEmail("crowd"), uniqueIp());

    expect(answers.every((status) => status === 200)).toBe(true);
    expect(twentyFirst.statusCode).toBe(429);
    // The first request was 200 s ago; it leaves the 15-minute window in 700 s.
    expect(twentyFirst.headers["retry-after"]).toBe("700");
    expect(twentyFirst.json().message).toBe(
      "Too many codes were requested from your network. Please try again in 12 minutes.",
    );
    expect(elsewhere.statusCode).toBe(200);

    kosh.clock.advance(700 * SECOND);
    const later = await kosh.sendCode(uniqueEmail("crowd"), ip);
    expect(later.statusCode).toBe(200);
  });
});
