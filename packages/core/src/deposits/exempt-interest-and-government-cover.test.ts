import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import { depositCover } from "./deposit-insurance.ts";
import type { DepositTerms } from "./deposit-value.ts";
import { interestIncome } from "./interest-income.ts";

const fd: DepositTerms = {
  principal: 100_000,
  rate: 7,
  startDate: "2025-04-01",
  endDate: "2026-04-01",
  schedule: "cumulative_quarterly",
};
const ppf: DepositTerms = {
  principal: 150_000,
  rate: 7.1,
  startDate: "2025-04-01",
  endDate: "2041-04-01",
  schedule: null,
  scheme: "ppf",
  deposits: [{ date: "2025-04-01", amount: 150_000 }],
};
const mis: DepositTerms = {
  principal: 100_000,
  rate: 7.4,
  startDate: "2025-04-01",
  endDate: "2030-04-01",
  schedule: "payout_monthly",
  scheme: "post_office_mis",
};

describe("the tax year's interest with a PPF account", () => {
  it("keeps the PPF's interest apart as exempt; exempt and taxable make the total", () => {
    const [year] = interestIncome([
      {
        id: "fd",
        companyId: "sbi",
        companyName: "SBI",
        terms: fd,
        stopDate: fd.endDate,
      },
      {
        id: "ppf",
        companyId: "sbi",
        companyName: "SBI",
        terms: ppf,
        stopDate: ppf.endDate,
      },
      {
        id: "mis",
        companyId: "post",
        companyName: "India Post",
        terms: mis,
        stopDate: mis.endDate,
      },
    ]).filter((entry) => entry.financial_year === "2025-26");
    // ₹1,50,000 × 7.1% for the year; ₹1,00,000 × 1.0175⁴ − 1; twelve payouts of ₹616.67
    expect(year?.investments).toEqual([
      { id: "fd", interest: 7_186, exempt: false },
      { id: "ppf", interest: 10_650, exempt: true },
      { id: "mis", interest: 7_400, exempt: false },
    ]);
    expect(year?.exempt).toBe(10_650);
    expect(year?.taxable).toBe(7_186 + 7_400);
    expect(year?.total).toBe(year!.exempt + year!.taxable);
  });
});

describe("where the money is safe", () => {
  it("lists government-backed schemes apart and the uncovered rest one line per institution", () => {
    const cover = depositCover(
      [
        {
          id: "a",
          companyId: "post",
          companyName: "India Post",
          cover: "none",
          holderIds: ["self"],
          terms: mis,
        },
        {
          id: "b",
          companyId: "post",
          companyName: "India Post",
          cover: "none",
          holderIds: ["self"],
          terms: mis,
        },
        // a PPF held at a bank is the government's, whatever the bank's insurance
        {
          id: "c",
          companyId: "sbi",
          companyName: "SBI",
          cover: "deposit_insurance",
          holderIds: ["self"],
          terms: ppf,
        },
        {
          id: "d",
          companyId: "sbi",
          companyName: "SBI",
          cover: "deposit_insurance",
          holderIds: ["self"],
          terms: fd,
        },
        {
          id: "e",
          companyId: "bajaj",
          companyName: "Bajaj Finance",
          cover: "none",
          holderIds: ["self"],
          terms: fd,
        },
        {
          id: "f",
          companyId: "bajaj",
          companyName: "Bajaj Finance",
          cover: "none",
          holderIds: ["self"],
          terms: fd,
        },
      ],
      "2025-04-01",
    );
    expect(
      cover.government.map((line) => [
        line.name,
        roundRupees(line.value),
        line.count,
      ]),
    ).toEqual([
      ["India Post", 200_000, 2],
      ["SBI", 150_000, 1],
    ]);
    expect(
      cover.uninsured.map((line) => [
        line.company_id,
        roundRupees(line.value),
        line.count,
      ]),
    ).toEqual([["bajaj", 200_000, 2]]);
    expect(cover.insured).toEqual([
      {
        company_id: "sbi",
        name: "SBI",
        holder_ids: ["self"],
        value: 100_000,
        count: 1,
        above_cover: 0,
      },
    ]);
  });
});
