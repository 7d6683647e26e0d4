import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import { depositCover } from "./deposit-insurance.ts";
import type { DepositTerms } from "./deposit-value.ts";
import { nextPayout, payoutsInNextTwelveMonths } from "./upcoming-payouts.ts";

const quarterly = (principal: number): DepositTerms => ({
  principal,
  rate: 7,
  startDate: "2020-01-01",
  endDate: "2025-01-01",
  schedule: "cumulative_quarterly",
});

describe("deposit insurance", () => {
  it("adds a bank's deposits valued today and says how much is above ₹5,00,000", () => {
    const cover = depositCover(
      [
        {
          id: "a",
          companyId: "sbi",
          companyName: "SBI",
          cover: "deposit_insurance",
          holderIds: ["self"],
          terms: quarterly(300_000),
        },
        {
          id: "b",
          companyId: "sbi",
          companyName: "SBI",
          cover: "deposit_insurance",
          holderIds: ["self"],
          terms: quarterly(100_000),
        },
        {
          id: "c",
          companyId: "hdfc",
          companyName: "HDFC Bank",
          cover: "deposit_insurance",
          holderIds: ["self"],
          terms: quarterly(100_000),
        },
        {
          id: "d",
          companyId: "bajaj",
          companyName: "Bajaj Finance",
          cover: "none",
          holderIds: ["self"],
          terms: quarterly(200_000),
        },
      ],
      "2025-01-01",
    );
    // 4,00,000 × 1.41478 = 5,65,911 at SBI
    expect(
      cover.insured.map((entry) => [
        entry.name,
        roundRupees(entry.value),
        roundRupees(entry.above_cover),
      ]),
    ).toEqual([
      ["SBI", 565_911, 65_911],
      ["HDFC Bank", 141_478, 0],
    ]);
    expect(
      cover.uninsured.map((entry) => [entry.name, roundRupees(entry.value)]),
    ).toEqual([["Bajaj Finance", 282_956]]);
  });

  it("puts a post office's recurring deposit under the Government of India, as its schemes are, and a bank's under deposit insurance", () => {
    const rd = (principal: number): DepositTerms => ({
      ...quarterly(principal),
      scheme: "recurring_deposit",
      monthlyInstalment: principal / 60,
    });
    const cover = depositCover(
      [
        {
          id: "post-rd",
          companyId: "post",
          companyName: "India Post",
          cover: "government",
          holderIds: ["self"],
          terms: rd(300_000),
        },
        {
          id: "post-ppf",
          companyId: "post",
          companyName: "India Post",
          cover: "government",
          holderIds: ["self"],
          terms: { ...quarterly(150_000), scheme: "ppf" },
        },
        {
          id: "sbi-ppf",
          companyId: "sbi",
          companyName: "SBI",
          cover: "deposit_insurance",
          holderIds: ["self"],
          terms: { ...quarterly(150_000), scheme: "ppf" },
        },
        {
          id: "sbi-rd",
          companyId: "sbi",
          companyName: "SBI",
          cover: "deposit_insurance",
          holderIds: ["self"],
          terms: rd(300_000),
        },
      ],
      "2025-01-01",
    );
    expect(cover.government.map(({ name, count }) => [name, count])).toEqual([
      ["India Post", 2],
      ["SBI", 1],
    ]);
    expect(cover.insured.map(({ name }) => name)).toEqual(["SBI"]);
    expect(cover.uninsured).toEqual([]);
  });
});

describe("payouts in the next 12 months", () => {
  const monthly: DepositTerms = {
    principal: 200_000,
    rate: 7.2,
    startDate: "2025-06-15",
    endDate: "2026-03-15",
    schedule: "payout_monthly",
  };

  it("lists every month from today's, payouts after maturity and before today left out", () => {
    const months = payoutsInNextTwelveMonths([monthly], "2025-11-20");
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2025-11", amount: 0 });
    expect(
      months.slice(1, 5).map((month) => roundRupees(month.amount)),
    ).toEqual([1_193, 1_193, 1_193, 1_193]);
    expect(months.slice(5).every((month) => month.amount === 0)).toBe(true);
  });

  it("names the next payout", () => {
    expect(nextPayout(monthly, "2025-11-20")?.date).toBe("2025-12-15");
    expect(nextPayout(monthly, "2026-03-16")).toBeNull();
  });
});
