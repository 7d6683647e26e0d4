import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import {
  type DepositTerms,
  depositPayouts,
  depositValueOn,
} from "./deposit-value.ts";

// A start on the 31st steps to each month's last day: 31 Jan → 29 Feb → 31 Mar → 30 Apr …
describe("a deposit opened on 31 January", () => {
  const monthly: DepositTerms = {
    principal: 100_000,
    rate: 6,
    startDate: "2024-01-31",
    endDate: "2024-07-31",
    schedule: "payout_monthly",
  };

  it("pays on the last day of every shorter month and on the 31st when the month has one", () => {
    expect(depositPayouts(monthly).map((payout) => payout.date)).toEqual([
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
      "2024-05-31",
      "2024-06-30",
      "2024-07-31",
    ]);
  });

  it("compounds monthly on the same days: one month done on 29 Feb, none on 28 Feb", () => {
    const cumulative: DepositTerms = {
      ...monthly,
      schedule: "cumulative_monthly",
    };
    // 28 days of simple interest on ₹1,00,000 at 6%
    expect(depositValueOn(cumulative, "2024-02-28")).toBeCloseTo(
      100_000 * (1 + (0.06 * 28) / 365),
      6,
    );
    expect(depositValueOn(cumulative, "2024-02-29")).toBeCloseTo(100_500, 6);
    expect(roundRupees(depositValueOn(cumulative, "2024-07-31"))).toBe(
      roundRupees(100_000 * 1.005 ** 6),
    );
  });
});
