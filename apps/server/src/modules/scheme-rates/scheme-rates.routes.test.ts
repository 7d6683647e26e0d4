import type { SchemeRatesInForce } from "@kosh/core/contracts/scheme-rates";
import type { SchemeRateQuarter } from "@kosh/core/schemes/scheme-rates";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";

// The tracker's clock starts on 10 March 2026 (test/test-clock.ts): January–March 2026 is today's
// quarter, April–June 2026 the next one.
const JANUARY_2026 = SCHEME_RATE_HISTORY.at(-1)!;
const april2026 = (ppf: number) => ({
  rates: { ...JANUARY_2026.rates, ppf },
  kvpMonths: 115,
});

describe("the rates in force today", () => {
  it("gives anyone, without a session, today's quarter's rates as current", async ({
    tracker,
  }) => {
    const response = await tracker.anonymous.request(
      "GET",
      "/api/scheme-rates",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      today: "2026-03-10",
      current: true,
      quarter: JANUARY_2026,
    } satisfies SchemeRatesInForce);
  });

  it("gives the latest quarter's rates, not as current, once that quarter has passed", async ({
    tracker,
  }) => {
    const { clock } = tracker.server;
    const before = clock.now();
    clock.set(new Date("2026-11-28T06:00:00.000Z"));
    try {
      const answer = (
        await tracker.anonymous.request("GET", "/api/scheme-rates")
      ).json() as SchemeRatesInForce;
      expect(answer.today).toBe("2026-11-28");
      expect(answer.current).toBe(false);
      expect(answer.quarter?.quarterStart).toBe("2026-01-01");
    } finally {
      clock.set(before);
    }
  });
});

describe("who may see and enter the rates", () => {
  it("refuses the history to a member (403) and to a guest (401)", async ({
    saver,
    tracker,
  }) => {
    expect(
      (await saver.request("GET", "/api/admin/scheme-rates")).statusCode,
    ).toBe(403);
    expect(
      (await tracker.anonymous.request("GET", "/api/admin/scheme-rates"))
        .statusCode,
    ).toBe(401);
  });

  it("refuses a member's save (403) and a guest's (401), and stores neither", async ({
    saver,
    tracker,
    admin,
  }) => {
    const url = "/api/admin/scheme-rates/2026-04-01";
    expect((await saver.request("PUT", url, april2026(6.0))).statusCode).toBe(
      403,
    );
    expect(
      (await tracker.anonymous.request("PUT", url, april2026(6.0))).statusCode,
    ).toBe(401);
    const history = (
      await admin.request("GET", "/api/admin/scheme-rates")
    ).json() as SchemeRateQuarter[];
    expect(history.find((entry) => entry.rates.ppf === 6.0)).toBeUndefined();
  });
});

describe("an admin's quarters", () => {
  it("lists every quarter from April–June 2020, the latest first", async ({
    admin,
  }) => {
    const response = await admin.request("GET", "/api/admin/scheme-rates");
    expect(response.statusCode).toBe(200);
    const starts = (response.json() as SchemeRateQuarter[]).map(
      (entry) => entry.quarterStart,
    );
    expect(starts.filter((start) => start <= "2026-01-01")).toEqual(
      SCHEME_RATE_HISTORY.map((entry) => entry.quarterStart).reverse(),
    );
  });

  it("enters the next quarter (201), corrects it (200), and it comes into force only when it starts", async ({
    admin,
    tracker,
  }) => {
    const url = "/api/admin/scheme-rates/2026-04-01";
    const entered = await admin.request("PUT", url, april2026(7.0));
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toEqual({
      quarterStart: "2026-04-01",
      ...april2026(7.0),
    });

    const corrected = await admin.request("PUT", url, april2026(6.9));
    expect(corrected.statusCode).toBe(200);
    const history = (
      await admin.request("GET", "/api/admin/scheme-rates")
    ).json() as SchemeRateQuarter[];
    expect(history[0]).toEqual({
      quarterStart: "2026-04-01",
      ...april2026(6.9),
    });
    expect(
      history.filter((entry) => entry.quarterStart === "2026-04-01"),
    ).toHaveLength(1);

    const today = (
      await tracker.anonymous.request("GET", "/api/scheme-rates")
    ).json() as SchemeRatesInForce;
    expect(today.quarter?.quarterStart).toBe("2026-01-01");

    const { clock } = tracker.server;
    const before = clock.now();
    clock.set(new Date("2026-04-01T00:30:00.000Z")); // 6 a.m. in India
    try {
      const april = (
        await tracker.anonymous.request("GET", "/api/scheme-rates")
      ).json() as SchemeRatesInForce;
      expect(april).toMatchObject({
        current: true,
        quarter: { quarterStart: "2026-04-01", rates: { ppf: 6.9 } },
      });
    } finally {
      clock.set(before);
    }
  });

  it("corrects a past quarter", async ({ admin }) => {
    const response = await admin.request(
      "PUT",
      "/api/admin/scheme-rates/2020-04-01",
      {
        rates: { ...SCHEME_RATE_HISTORY[0]!.rates, savingsDeposit: 3.5 },
        kvpMonths: 124,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rates: { savingsDeposit: 3.5 } });
  });
});

describe("what an admin's save is refused for", () => {
  it("a quarter after the next one, naming the last quarter allowed, in the reader's language", async ({
    admin,
  }) => {
    const url = "/api/admin/scheme-rates/2026-07-01";
    const english = await admin.request("PUT", url, april2026(7.1));
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(
      "Rates can be saved for the quarters from 2000-01-01 to 2026-04-01, the quarter after this one",
    );
    const hindi = await admin.request("PUT", url, april2026(7.1), {
      "accept-language": "hi-IN",
    });
    expect(hindi.json().message).toBe(
      "दरें 2000-01-01 से 2026-04-01 (इसके बाद वाली तिमाही) तक की तिमाहियों के लिए ही सहेजी जा सकती हैं",
    );
  });

  it("a quarter before 2000", async ({ admin }) => {
    const response = await admin.request(
      "PUT",
      "/api/admin/scheme-rates/1999-10-01",
      april2026(7.1),
    );
    expect(response.statusCode).toBe(400);
  });

  it("a date that does not start a quarter", async ({ admin }) => {
    const response = await admin.request(
      "PUT",
      "/api/admin/scheme-rates/2026-05-01",
      april2026(7.1),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      "quarterStart must be the first day of a quarter",
    );
  });

  it.for([
    ["ppf must be greater than 0", { ppf: 0 }, 115],
    ["scss must be at most 20", { scss: 21 }, 115],
    ["kvpMonths must be a whole number", {}, 115.5],
    ["kvpMonths must be at most 600", {}, 601],
  ] as const)(
    "a body where %s",
    async ([words, rates, kvpMonths], { admin }) => {
      const response = await admin.request(
        "PUT",
        "/api/admin/scheme-rates/2026-01-01",
        { rates: { ...JANUARY_2026.rates, ...rates }, kvpMonths },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(words);
    },
  );

  it("a quarter missing a scheme's rate", async ({ admin }) => {
    const { nsc: _left, ...rates } = JANUARY_2026.rates;
    const response = await admin.request(
      "PUT",
      "/api/admin/scheme-rates/2026-01-01",
      { rates, kvpMonths: 115 },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("nsc must be a number");
  });
});
