import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import { depositMaturityAmount } from "../deposits/deposit-value.ts";
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
  it("FD of ₹5,00,000 at 7.25% for 444 days matures to ₹5,45,678: four quarters, then 79 days of simple interest, as the dashboard counts the same deposit", () => {
    expect(
      fixedDeposit({ principal: 500_000, rate: 7.25, tenure: 444 / 365 })
        .maturityAmount,
    ).toBe(545_678);
    // 2025-01-01 to 2026-03-21 is 444 days: a year of four quarters and 79 days.
    const dashboard = depositMaturityAmount({
      principal: 500_000,
      rate: 7.25,
      startDate: "2025-01-01",
      endDate: "2026-03-21",
      schedule: "cumulative_quarterly",
    });
    expect(roundRupees(dashboard)).toBe(545_678);
  });
  // SBI's Reinvestment Special Term Deposit, per the IBA master chart as published in September
  // 2009 (indiafixeddepositrates.blogspot.com/2009/09/sbi-reinvestment-special-term-deposit.html):
  // ₹100 grows to 103.0225 in 6 months, 106.6602 in 12 and 114.8882 in 24, "compounded on the
  // deposits at quarterly intervals", and a period of days takes "the maturity value up to the
  // completed quarters … then adding the simple interest for the remaining number of days". The
  // chart names no rates; its figures are 6 %, 6.5 % and 7 % compounded quarterly, to 4 decimals.
  it("FD figures match the IBA master chart SBI published: ₹10,00,000 → ₹10,30,225 (6 months), ₹10,66,602 (a year), ₹11,48,882 (2 years)", () => {
    const at = (rate: number, tenure: number) =>
      fixedDeposit({ principal: 1_000_000, rate, tenure }).maturityAmount;
    expect(at(6, 0.5)).toBe(1_030_225);
    expect(at(6.5, 1)).toBe(1_066_602);
    expect(at(7, 2)).toBe(1_148_882);
  });
  it("FD periods that are not whole quarters earn simple interest after the last quarter: ₹1,00,000 at 7% is ₹1,04,135 for 7 months and ₹1,01,745 for 91 days", () => {
    // 7 months: two quarters (₹1,03,531) and a month at 7/12 %; 91 days: no complete quarter.
    expect(
      fixedDeposit({ principal: 100_000, rate: 7, tenure: 7 / 12 })
        .maturityAmount,
    ).toBe(104_135);
    expect(
      fixedDeposit({ principal: 100_000, rate: 7, tenure: 91 / 365 })
        .maturityAmount,
    ).toBe(101_745);
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
