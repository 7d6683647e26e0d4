import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import {
  type DepositTerms,
  depositMaturityAmount,
  depositPayouts,
  depositValueOn,
} from "./deposit-value.ts";
import {
  defaultInterestSchedule,
  INTEREST_SCHEDULES,
  type InterestSchedule,
} from "./interest-schedule.ts";

const oneLakhForTwoYears = (
  schedule: InterestSchedule | null,
): DepositTerms => ({
  principal: 100_000,
  rate: 7,
  startDate: "2024-01-01",
  endDate: "2026-01-01",
  schedule,
});

describe("₹1,00,000 at 7% for two years, under each schedule", () => {
  it.each([
    // (1 + 0.07/12)^24, (1.0175)^8, (1.035)^4, (1.07)^2
    ["cumulative_monthly", 114_981],
    ["cumulative_quarterly", 114_888],
    ["cumulative_half_yearly", 114_752],
    ["cumulative_yearly", 114_490],
    // 731 days (2024 is a leap year) of simple interest at 7%
    ["simple", 114_019],
  ] as const)("%s matures to ₹%i", (schedule, expected) => {
    expect(
      roundRupees(depositMaturityAmount(oneLakhForTwoYears(schedule))),
    ).toBe(expected);
  });

  it.each([
    ["payout_monthly", 24, 580],
    ["payout_quarterly", 8, 1_750],
    ["payout_half_yearly", 4, 3_531],
    ["payout_yearly", 2, 7_186],
  ] as const)(
    "%s returns the principal after %i payouts of ₹%i",
    (schedule, count, amount) => {
      const terms = oneLakhForTwoYears(schedule);
      const payouts = depositPayouts(terms);
      expect(payouts).toHaveLength(count);
      expect(
        payouts.every((payout) => roundRupees(payout.amount) === amount),
      ).toBe(true);
      expect(depositMaturityAmount(terms)).toBe(100_000);
    },
  );

  it("the cumulative schedules earn more the more often they compound, simple interest least", () => {
    const values = (
      [
        "cumulative_monthly",
        "cumulative_quarterly",
        "cumulative_half_yearly",
        "cumulative_yearly",
        "simple",
      ] as const
    ).map((schedule) => depositMaturityAmount(oneLakhForTwoYears(schedule)));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it("no schedule keeps the plain estimate P·(1+r/100)^(days/365.25)", () => {
    expect(roundRupees(depositMaturityAmount(oneLakhForTwoYears(null)))).toBe(
      roundRupees(100_000 * 1.07 ** (731 / 365.25)),
    );
  });

  it("a payout deposit is worth its principal plus interest accrued since the last payout", () => {
    const terms = oneLakhForTwoYears("payout_quarterly");
    expect(depositValueOn(terms, "2024-04-01")).toBe(100_000);
    // Half of the quarter from 1 April to 1 July (91 days) has run by 16 May (45 days).
    expect(depositValueOn(terms, "2024-05-16")).toBeCloseTo(
      100_000 + (1_750 * 45) / 91,
      6,
    );
  });

  it("every schedule is worth the principal on the start date and never less later", () => {
    for (const schedule of INTEREST_SCHEDULES) {
      const terms = oneLakhForTwoYears(schedule);
      expect(depositValueOn(terms, "2024-01-01")).toBe(100_000);
      expect(depositValueOn(terms, "2025-02-10")).toBeGreaterThanOrEqual(
        100_000,
      );
    }
  });

  it("a payout term that is not a whole number of periods pays the last one pro rata by days", () => {
    const terms: DepositTerms = {
      principal: 200_000,
      rate: 7.2,
      startDate: "2025-01-01",
      endDate: "2025-05-16",
      schedule: "payout_quarterly",
    };
    const payouts = depositPayouts(terms);
    expect(payouts.map((payout) => payout.date)).toEqual([
      "2025-04-01",
      "2025-05-16",
    ]);
    // 45 of the 91 days from 1 April to 1 July
    expect(payouts[1]?.amount).toBeCloseTo((3_600 * 45) / 91, 6);
  });
});

describe("the schedule a form offers first", () => {
  it.each([
    ["Fixed Deposit", "cumulative_quarterly"],
    ["Corporate FD", "cumulative_yearly"],
    ["NSC", null],
    [undefined, null],
  ] as const)("for %s is %s", (type, expected) => {
    expect(defaultInterestSchedule(type)).toBe(expected);
  });
});
