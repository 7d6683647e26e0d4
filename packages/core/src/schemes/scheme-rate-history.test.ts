import { describe, expect, it } from "vitest";
import { kvpMaturityMonths } from "../calculators/kvp.ts";
import { SCHEME_RATE_HISTORY } from "./scheme-rate-history.ts";
import {
  nextQuarter,
  ratesInForce,
  SCHEME_RATE_KEYS,
  type SchemeRates,
} from "./scheme-rates.ts";

const quarter = (start: string) => {
  const found = SCHEME_RATE_HISTORY.find(
    (entry) => entry.quarterStart === start,
  );
  if (!found) throw new Error(`No rates for the quarter from ${start}`);
  return found;
};

/** A row of a memorandum's table, in its order (SCHEME_RATE_KEYS): savings, TD 1/2/3/5, RD, SCSS, MIS, NSC, PPF, KVP, SSY. */
const row = (...values: number[]): SchemeRates =>
  Object.fromEntries(
    SCHEME_RATE_KEYS.map((key, index) => [key, values[index]]),
  ) as SchemeRates;

describe("the notified rates Kosh starts with", () => {
  it("has every quarter from April–June 2020 to January–March 2026, once, in order", () => {
    const starts = SCHEME_RATE_HISTORY.map((entry) => entry.quarterStart);
    expect(starts[0]).toBe("2020-04-01");
    expect(starts.at(-1)).toBe("2026-01-01");
    expect(starts).toHaveLength(24);
    starts.slice(1).forEach((start, index) => {
      expect(start).toBe(nextQuarter(starts[index]!));
    });
  });

  // Each row is a column of the Finance Ministry's memorandum for that quarter, as cited in
  // scheme-rate-history.ts (the memoranda of 29.09.2022 to 29.12.2023 list the quarter before too).
  it.for([
    [
      "2022-07-01",
      row(4.0, 5.5, 5.5, 5.5, 6.7, 5.8, 7.4, 6.6, 6.8, 7.1, 6.9, 7.6),
      124,
    ],
    [
      "2022-10-01",
      row(4.0, 5.5, 5.7, 5.8, 6.7, 5.8, 7.6, 6.7, 6.8, 7.1, 7.0, 7.6),
      123,
    ],
    [
      "2023-01-01",
      row(4.0, 6.6, 6.8, 6.9, 7.0, 5.8, 8.0, 7.1, 7.0, 7.1, 7.2, 7.6),
      120,
    ],
    [
      "2023-04-01",
      row(4.0, 6.8, 6.9, 7.0, 7.5, 6.2, 8.2, 7.4, 7.7, 7.1, 7.5, 8.0),
      115,
    ],
    [
      "2023-07-01",
      row(4.0, 6.9, 7.0, 7.0, 7.5, 6.5, 8.2, 7.4, 7.7, 7.1, 7.5, 8.0),
      115,
    ],
    [
      "2023-10-01",
      row(4.0, 6.9, 7.0, 7.0, 7.5, 6.7, 8.2, 7.4, 7.7, 7.1, 7.5, 8.0),
      115,
    ],
    [
      "2024-01-01",
      row(4.0, 6.9, 7.0, 7.1, 7.5, 6.7, 8.2, 7.4, 7.7, 7.1, 7.5, 8.2),
      115,
    ],
    [
      "2026-01-01",
      row(4.0, 6.9, 7.0, 7.1, 7.5, 6.7, 8.2, 7.4, 7.7, 7.1, 7.5, 8.2),
      115,
    ],
  ] as const)("the quarter from %s as notified", ([start, rates, months]) => {
    expect(quarter(start)).toEqual({
      quarterStart: start,
      rates,
      kvpMonths: months,
    });
  });

  it("cut April–June 2020 to PPF 7.1, SCSS 7.4, NSC 6.8, KVP 6.9, Sukanya 7.6, 5-year deposit 6.7, RD 5.8", () => {
    // https://www.jagranjosh.com/current-affairs/government-slashes-interest-rates-on-small-saving-schemes-1585721353-1
    expect(quarter("2020-04-01").rates).toMatchObject({
      ppf: 7.1,
      scss: 7.4,
      nsc: 6.8,
      kvp: 6.9,
      sukanyaSamriddhi: 7.6,
      timeDeposit5: 6.7,
      recurringDeposit: 5.8,
      monthlyIncome: 6.6,
      savingsDeposit: 4.0,
    });
  });

  it("kept April–June 2021 at January–March 2021's rates: the cut of 31 March 2021 was withdrawn", () => {
    expect(quarter("2021-04-01").rates).toEqual(quarter("2021-01-01").rates);
    expect(quarter("2021-04-01").rates.ppf).toBe(7.1);
  });

  it("gives each KVP rate the months the KVP formula holds for it", () => {
    for (const { rates, kvpMonths } of SCHEME_RATE_HISTORY) {
      expect(kvpMaturityMonths(rates.kvp)).toBe(kvpMonths);
    }
  });

  it("has today's page (28 November 2026) take January–March 2026's rates, as not current", () => {
    expect(ratesInForce(SCHEME_RATE_HISTORY, "2026-11-28")).toMatchObject({
      quarter: { quarterStart: "2026-01-01", rates: { ppf: 7.1, nsc: 7.7 } },
      current: false,
    });
  });
});
