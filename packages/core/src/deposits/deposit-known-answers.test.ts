import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import { interestPerPayout } from "../calculators/fixed-deposit.ts";
import { type DepositTerms, depositMaturityAmount } from "./deposit-value.ts";
import { interestByFinancialYear } from "./interest-by-financial-year.ts";

const lakhAtSeven = (
  startDate: string,
  endDate: string,
  schedule: DepositTerms["schedule"],
): DepositTerms => ({
  principal: 100_000,
  rate: 7,
  startDate,
  endDate,
  schedule,
});

// The figures of docs/product.md#interest-schedules, to the rupee.
describe("deposit known answers", () => {
  it("₹1,00,000 at 7% for 5 years, interest added every quarter, matures to ₹1,41,478", () => {
    const terms = lakhAtSeven(
      "2020-01-01",
      "2025-01-01",
      "cumulative_quarterly",
    );
    expect(roundRupees(depositMaturityAmount(terms))).toBe(141_478);
  });

  it("a 444-day deposit (4 quarters and 79 days) of ₹1,00,000 at 7% matures to ₹1,08,810", () => {
    const terms = lakhAtSeven(
      "2025-01-01",
      "2026-03-21",
      "cumulative_quarterly",
    );
    expect(roundRupees(depositMaturityAmount(terms))).toBe(108_810);
  });

  it("₹2,00,000 at 7.2% pays ₹1,193 a month or ₹3,600 a quarter", () => {
    expect(roundRupees(interestPerPayout(200_000, 7.2, 1))).toBe(1_193);
    expect(roundRupees(interestPerPayout(200_000, 7.2, 3))).toBe(3_600);
  });

  // paisabazaar.com/fixed-deposit/monthly-interest-5-lakh-fd lists the monthly interest banks pay on
  // ₹5 lakh: ₹2,488 at 6% and ₹2,900 at 7% (the quarterly rate discounted to a month).
  it("₹5,00,000 paid out monthly gives ₹2,488 at 6% and ₹2,900 at 7%", () => {
    expect(roundRupees(interestPerPayout(500_000, 6, 1))).toBe(2_488);
    expect(roundRupees(interestPerPayout(500_000, 7, 1))).toBe(2_900);
  });

  it("₹1,00,000 at 7% compounded quarterly 2024-04-01 → 2026-04-01 earns ₹7,186 in FY 2024-25 and ₹7,702 in FY 2025-26", () => {
    const terms = lakhAtSeven(
      "2024-04-01",
      "2026-04-01",
      "cumulative_quarterly",
    );
    expect(interestByFinancialYear(terms)).toEqual([
      { financial_year: "2024-25", interest: 7_186 },
      { financial_year: "2025-26", interest: 7_702 },
    ]);
  });
});
