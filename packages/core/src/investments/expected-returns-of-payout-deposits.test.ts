import { describe, expect, it } from "vitest";
import { portfolioSummary } from "./portfolio-summary.ts";
import { testInvestment } from "./test-investment.ts";

// ₹2,00,000 at 7.2 % a year for a year, interest paid out: ₹1,192.87 a month or ₹3,600 a quarter
// (docs/product.md#interest-schedules). The deposit returns its principal; the interest comes along the way.
const monthly = testInvestment({
  id: "monthly",
  principal_amount: 200_000,
  rate_of_interest: 7.2,
  start_date: "2026-01-01",
  end_date: "2027-01-01",
  interest_schedule: "payout_monthly",
  maturity_amount: 200_000,
});

describe("Expected Returns of deposits that pay their interest out", () => {
  it("counts the twelve monthly payouts, not the ₹0 of maturity less principal", () => {
    const summary = portfolioSummary([monthly], "2026-06-01");
    expect(summary.expectedMaturity).toBe(200_000);
    expect(summary.totalInvested).toBe(200_000);
    expect(Math.round(summary.expectedReturns)).toBe(14_314);
  });

  it("counts four quarterly payouts of ₹3,600", () => {
    const quarterly = {
      ...monthly,
      interest_schedule: "payout_quarterly" as const,
    };
    expect(
      portfolioSummary([quarterly], "2026-06-01").expectedReturns,
    ).toBeCloseTo(14_400, 6);
  });

  it("counts the payouts of an earlier term of the chain, and a cumulative deposit's growth beside them", () => {
    const renewed = {
      ...monthly,
      id: "renewed",
      status: "renewed" as const,
      start_date: "2025-01-01",
      end_date: "2026-01-01",
    };
    const renewal = { ...monthly, renewal_reference_id: "renewed" };
    const cumulative = testInvestment({
      id: "cumulative",
      principal_amount: 100_000,
      maturity_amount: 107_186,
    });
    const summary = portfolioSummary(
      [renewal, cumulative, renewed],
      "2026-06-01",
    );
    // Two years of ₹14,314.45 paid out, and ₹7,186 of growth: rounded once, at the end.
    expect(Math.round(summary.expectedReturns)).toBe(35_815);
  });

  it("leaves out a closed chain's payouts with the chain", () => {
    const closed = { ...monthly, status: "closed" as const };
    expect(portfolioSummary([closed], "2026-06-01").expectedReturns).toBe(0);
  });
});
