import { describe, expect, it } from "vitest";
import { amortizationSchedule } from "./amortization.ts";
import { homeLoan } from "./home-loan.ts";
import { recurringDeposit } from "./recurring-deposit.ts";
import { sip } from "./sip.ts";

// The API accepts any rate above 0; a rate of 1e-300 must behave like 0, not divide by a cancelled 0.
describe("tiny rates", () => {
  it("give finite results close to the zero-rate answers", () => {
    expect(
      homeLoan({ principal: 1_200_000, rate: 1e-300, tenure: 10 }).emi,
    ).toBe(10_000);
    expect(
      sip({ monthlyInvestment: 5000, expectedReturn: 1e-300, timePeriod: 10 })
        .maturityAmount,
    ).toBe(600_000);
    expect(
      recurringDeposit({ monthlyDeposit: 5000, rate: 1e-300, tenure: 1 })
        .maturityAmount,
    ).toBe(60_000);
  });
  it("a schedule at 0.01% for 1 year ends at a zero balance", () => {
    const schedule = amortizationSchedule({
      principal: 688_112_482,
      rate: 0.01,
      tenure: 1,
      extraPaymentAmount: 0,
      extraPaymentFrequency: "monthly",
    });
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(schedule).toHaveLength(12);
  });
});
