import { describe, expect, it } from "vitest";
import {
  formatQuarter,
  isQuarterStart,
  latestQuarter,
  latestQuarterHasPassed,
  nextQuarter,
  quarterHasPassed,
  quarterOf,
  rateChangesOf,
  ratesInForce,
  type SchemeRateQuarter,
  SCHEME_RATE_KEYS,
  SCHEME_RATE_RULE,
  schemeRateKeyOf,
  type SchemeRates,
} from "./scheme-rates.ts";
import { isSchemePage } from "./scheme-pages.ts";

const rates = (ppf: number): SchemeRates => ({
  ...(Object.fromEntries(
    SCHEME_RATE_KEYS.map((key) => [key, 7]),
  ) as SchemeRates),
  ppf,
});
const record = (quarterStart: string, ppf: number): SchemeRateQuarter => ({
  quarterStart,
  rates: rates(ppf),
  kvpMonths: 115,
});

// Out of order on purpose: nothing may depend on the order records come in.
const HISTORY = [
  record("2025-10-01", 7.1),
  record("2025-07-01", 7.0),
  record("2026-01-01", 7.2),
];

describe("the quarter a date is in", () => {
  it.for([
    ["2026-01-01", "2026-01-01"],
    ["2026-03-31", "2026-01-01"],
    ["2026-04-01", "2026-04-01"],
    ["2026-08-15", "2026-07-01"],
    ["2026-11-28", "2026-10-01"],
    ["2026-12-31", "2026-10-01"],
  ])("%s is in the quarter from %s", ([date, start]) => {
    expect(quarterOf(date!)).toBe(start);
  });

  it("follows October–December with January–March of the next year", () => {
    expect(nextQuarter("2025-10-01")).toBe("2026-01-01");
    expect(nextQuarter("2026-01-01")).toBe("2026-04-01");
    expect(nextQuarter("2026-07-01")).toBe("2026-10-01");
  });

  it("knows a quarter's first day from any other date", () => {
    expect(isQuarterStart("2026-10-01")).toBe(true);
    expect(isQuarterStart("2026-11-01")).toBe(false);
    expect(isQuarterStart("2026-10-02")).toBe(false);
    expect(isQuarterStart("26-10-01")).toBe(false);
  });
});

describe("whether a quarter has passed", () => {
  it("has not on its last day, has on the next quarter's first", () => {
    expect(quarterHasPassed("2026-01-01", "2026-03-31")).toBe(false);
    expect(quarterHasPassed("2026-01-01", "2026-04-01")).toBe(true);
  });

  it("says the latest record passed once its quarter ended (today, 28 November 2026)", () => {
    expect(latestQuarterHasPassed(HISTORY, "2026-11-28")).toBe(true);
    expect(latestQuarterHasPassed(HISTORY, "2026-02-10")).toBe(false);
    expect(latestQuarterHasPassed([], "2026-02-10")).toBe(true);
  });

  it("finds the latest record whatever the order", () => {
    expect(latestQuarter(HISTORY)?.quarterStart).toBe("2026-01-01");
    expect(latestQuarter([])).toBeUndefined();
  });
});

describe("the rate in force on a date", () => {
  it("is its quarter's, and current", () => {
    expect(ratesInForce(HISTORY, "2025-08-20")).toEqual({
      quarter: record("2025-07-01", 7.0),
      current: true,
    });
  });

  it("is the latest notified before it when its quarter has none, and not current", () => {
    const inForce = ratesInForce(HISTORY, "2026-11-28");
    expect(inForce?.quarter.quarterStart).toBe("2026-01-01");
    expect(inForce?.current).toBe(false);
  });

  it("is not a quarter recorded ahead of the date", () => {
    const ahead = [...HISTORY, record("2026-04-01", 6.9)];
    expect(ratesInForce(ahead, "2026-03-31")?.quarter.rates.ppf).toBe(7.2);
    expect(ratesInForce(ahead, "2026-04-01")?.quarter.rates.ppf).toBe(6.9);
  });

  it("is none before the first record", () => {
    expect(ratesInForce(HISTORY, "2025-06-30")).toBeUndefined();
  });
});

describe("a quarter's name", () => {
  it("is its months and year in English and in Hindi", () => {
    expect(formatQuarter("2026-01-01")).toBe("January–March 2026");
    expect(formatQuarter("2025-10-01", "en")).toBe("October–December 2025");
    expect(formatQuarter("2026-01-01", "hi")).toBe("जनवरी–मार्च 2026");
    expect(formatQuarter("2026-07-01", "hi")).toBe("जुलाई–सितंबर 2026");
  });
});

describe("the rate a scheme page takes", () => {
  it("is its own scheme's, the time deposit's for its years", () => {
    expect(schemeRateKeyOf("ppf")).toBe("ppf");
    expect(schemeRateKeyOf("sukanya-samriddhi")).toBe("sukanyaSamriddhi");
    expect(schemeRateKeyOf("post-office-mis")).toBe("monthlyIncome");
    expect(schemeRateKeyOf("post-office-td")).toBe("timeDeposit5");
    expect(schemeRateKeyOf("post-office-td", 2)).toBe("timeDeposit2");
  });

  it("knows the scheme pages from the other calculators", () => {
    expect(isSchemePage("post-office-mis")).toBe(true);
    expect(isSchemePage("fd")).toBe(false);
  });

  it("keeps the opening quarter's rate for NSC, KVP, SCSS, MIS and TD; PPF and Sukanya earn each quarter's", () => {
    const opening = SCHEME_RATE_KEYS.filter(
      (key) => SCHEME_RATE_RULE[key] === "opening",
    );
    expect(opening).toEqual([
      "timeDeposit1",
      "timeDeposit2",
      "timeDeposit3",
      "timeDeposit5",
      "recurringDeposit",
      "scss",
      "monthlyIncome",
      "nsc",
      "kvp",
    ]);
  });
});

describe("the rate changes an account earns from its opening", () => {
  it("starts with the rate of the opening's quarter, then each quarter whose rate differs", () => {
    // HISTORY: 7.0 from July 2025, 7.1 from October, 7.2 from January 2026
    expect(rateChangesOf(HISTORY, "ppf", "2025-08-20")).toEqual([
      { from: "2025-07-01", rate: 7.0 },
      { from: "2025-10-01", rate: 7.1 },
      { from: "2026-01-01", rate: 7.2 },
    ]);
    expect(rateChangesOf(HISTORY, "ppf", "2026-02-01")).toEqual([
      { from: "2026-01-01", rate: 7.2 },
    ]);
  });

  it("leaves out quarters that notify the same rate again", () => {
    const steady = [
      record("2025-07-01", 7.1),
      record("2025-10-01", 7.1),
      record("2026-01-01", 7.1),
    ];
    expect(rateChangesOf(steady, "ppf", "2025-07-01")).toEqual([
      { from: "2025-07-01", rate: 7.1 },
    ]);
  });

  it("takes an earlier quarter's rate when the opening's quarter has none on record", () => {
    expect(rateChangesOf(HISTORY, "ppf", "2026-05-10")).toEqual([
      { from: "2026-04-01", rate: 7.2 },
    ]);
    expect(rateChangesOf(HISTORY, "ppf", "2025-01-10")).toEqual([
      { from: "2025-07-01", rate: 7.0 },
      { from: "2025-10-01", rate: 7.1 },
      { from: "2026-01-01", rate: 7.2 },
    ]);
  });
});
