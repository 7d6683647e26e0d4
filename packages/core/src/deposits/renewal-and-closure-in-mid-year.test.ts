import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import {
  type DepositTerms,
  depositMaturityAmount,
  depositValueOn,
} from "./deposit-value.ts";
import { type EarningDeposit, interestIncome } from "./interest-income.ts";

const first: DepositTerms = {
  principal: 100_000,
  rate: 7,
  startDate: "2024-04-01",
  endDate: "2025-10-01",
  schedule: "cumulative_quarterly",
};
// Renewed on 1 October 2025 for a year at 6.5%, reinvesting the maturity amount.
const renewal: DepositTerms = {
  principal: roundRupees(depositMaturityAmount(first)),
  rate: 6.5,
  startDate: "2025-10-01",
  endDate: "2026-10-01",
  schedule: "cumulative_quarterly",
};

const deposit = (
  id: string,
  terms: DepositTerms,
  stopDate = terms.endDate,
): EarningDeposit => ({
  id,
  companyId: "sbi",
  companyName: "State Bank of India",
  terms,
  stopDate,
});

describe("a deposit renewed in the middle of FY 2025-26", () => {
  const years = interestIncome([
    deposit("first", first),
    deposit("renewal", renewal),
  ]);
  const fy2526 = years.find((year) => year.financial_year === "2025-26");

  it("counts both the old term's last half-year and the renewal's first half-year in 2025-26", () => {
    // 1.0175^6 over 1.0175^4 for the old term; two quarters at 6.5% for the renewal
    const oldPart =
      roundRupees(100_000 * 1.0175 ** 6) - roundRupees(100_000 * 1.0175 ** 4);
    const newPart = roundRupees(
      renewal.principal * (1 + 0.065 / 4) ** 2 - renewal.principal,
    );
    expect(fy2526?.investments).toEqual([
      { id: "first", interest: oldPart, exempt: false },
      { id: "renewal", interest: newPart, exempt: false },
    ]);
    expect(fy2526?.institutions).toEqual([
      {
        company_id: "sbi",
        name: "State Bank of India",
        interest: oldPart + newPart,
      },
    ]);
    expect(fy2526?.total).toBe(oldPart + newPart);
  });

  it("lists the years newest first, the renewal alone in 2026-27 and the old term alone in 2024-25", () => {
    expect(years.map((year) => year.financial_year)).toEqual([
      "2026-27",
      "2025-26",
      "2024-25",
    ]);
    expect(years[0]?.investments.map((entry) => entry.id)).toEqual(["renewal"]);
    expect(years[2]?.investments.map((entry) => entry.id)).toEqual(["first"]);
  });
});

describe("a deposit closed before maturity", () => {
  const terms: DepositTerms = {
    principal: 100_000,
    rate: 7,
    startDate: "2024-04-01",
    endDate: "2027-04-01",
    schedule: "cumulative_quarterly",
  };

  it("earns nothing after the day it was closed", () => {
    const years = interestIncome([deposit("closed", terms, "2025-06-15")]);
    expect(years.map((year) => year.financial_year)).toEqual([
      "2025-26",
      "2024-25",
    ]);
    expect(years[1]?.total).toBe(7_186);
    expect(years[0]?.total).toBe(
      roundRupees(depositValueOn(terms, "2025-06-15")) -
        roundRupees(depositValueOn(terms, "2025-04-01")),
    );
  });
});
