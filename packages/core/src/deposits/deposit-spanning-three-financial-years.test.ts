import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import {
  type DepositTerms,
  depositMaturityAmount,
  depositPayouts,
} from "./deposit-value.ts";
import {
  financialYearOf,
  interestByFinancialYear,
} from "./interest-by-financial-year.ts";

describe("a deposit from November 2024 to June 2026 (three financial years)", () => {
  const cumulative: DepositTerms = {
    principal: 250_000,
    rate: 7.25,
    startDate: "2024-11-15",
    endDate: "2026-06-15",
    schedule: "cumulative_quarterly",
  };

  it("earns in FY 2024-25, 2025-26 and 2026-27, and the years add up to its total interest", () => {
    const years = interestByFinancialYear(cumulative);
    expect(years.map((year) => year.financial_year)).toEqual([
      "2024-25",
      "2025-26",
      "2026-27",
    ]);
    const total = years.reduce((sum, year) => sum + year.interest, 0);
    expect(total).toBe(
      roundRupees(depositMaturityAmount(cumulative) - 250_000),
    );
    expect(years.every((year) => year.interest > 0)).toBe(true);
  });

  it("paid out quarterly, the years add up to the payouts", () => {
    const payout: DepositTerms = {
      ...cumulative,
      schedule: "payout_quarterly",
    };
    const years = interestByFinancialYear(payout);
    const paid = depositPayouts(payout).reduce(
      (sum, entry) => sum + entry.amount,
      0,
    );
    expect(years.reduce((sum, year) => sum + year.interest, 0)).toBe(
      roundRupees(paid),
    );
    expect(years).toHaveLength(3);
  });

  it("names financial years from April to March", () => {
    expect(financialYearOf("2025-03-31")).toBe("2024-25");
    expect(financialYearOf("2025-04-01")).toBe("2025-26");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });
});
