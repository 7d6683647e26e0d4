import { describe, expect, it } from "vitest";
import { amortization } from "./amortization.ts";
import { fixedDeposit } from "./fixed-deposit.ts";
import { homeLoan } from "./home-loan.ts";
import { recurringDeposit } from "./recurring-deposit.ts";
import { sip } from "./sip.ts";

// The figures every calculator must reproduce to the rupee
// (docs/product.md#formulas-and-known-answers).
describe("known answers", () => {
  it("EMI of ₹50,00,000 at 8.5% for 20 years is ₹43,391", () => {
    expect(homeLoan({ principal: 5_000_000, rate: 8.5, tenure: 20 }).emi).toBe(
      43_391,
    );
  });
  it("SIP of ₹5,000 a month at 12% for 10 years matures to ₹11,61,695", () => {
    expect(
      sip({ monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 })
        .maturityAmount,
    ).toBe(1_161_695);
  });
  it("FD of ₹1,00,000 at 7% for 5 years matures to ₹1,41,478", () => {
    expect(
      fixedDeposit({ principal: 100_000, rate: 7, tenure: 5 }).maturityAmount,
    ).toBe(141_478);
  });
  it("RD of ₹5,000 a month at 8% for 1 year matures to ₹62,647", () => {
    expect(
      recurringDeposit({ monthlyDeposit: 5000, rate: 8, tenure: 1 })
        .maturityAmount,
    ).toBe(62_647);
  });
  it("prepayment case: ₹50 L at 8% for 20 years has EMI ₹41,822", () => {
    const result = amortization({
      principal: 5_000_000,
      rate: 8,
      tenure: 20,
      extraPaymentAmount: 0,
      extraPaymentFrequency: "monthly",
    });
    expect(Math.round(result.emi)).toBe(41_822);
  });
});
