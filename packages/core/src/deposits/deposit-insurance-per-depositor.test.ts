import { describe, expect, it } from "vitest";
import {
  DEPOSIT_INSURANCE_COVER,
  depositCover,
  type InsurableDeposit,
} from "./deposit-insurance.ts";

// Valued on its start date, a deposit is worth its principal, so the lines read in whole rupees.
const today = "2026-04-01";
const deposit = (
  id: string,
  companyId: string,
  holderIds: string[],
  principal: number,
  cover: InsurableDeposit["cover"] = "deposit_insurance",
): InsurableDeposit => ({
  id,
  companyId,
  companyName: companyId.toUpperCase(),
  cover,
  holderIds,
  terms: {
    principal,
    rate: 7,
    startDate: today,
    endDate: "2029-04-01",
    schedule: "cumulative_quarterly",
  },
});

const lines = (cover: ReturnType<typeof depositCover>["insured"]) =>
  cover.map(({ company_id, holder_ids, value, count, above_cover }) => [
    company_id,
    holder_ids.join("-"),
    value,
    count,
    above_cover,
  ]);

describe("deposit insurance per depositor, in the same right and capacity", () => {
  it("covers a member's own deposits, a joint A-B and a joint B-A at one bank apart, three covers", () => {
    const cover = depositCover(
      [
        deposit("own-1", "sbi", ["asha"], 300_000),
        deposit("own-2", "sbi", ["asha"], 300_000),
        deposit("joint-ab", "sbi", ["asha", "ravi"], 400_000),
        deposit("joint-ba", "sbi", ["ravi", "asha"], 450_000),
      ],
      today,
    );
    // Asha alone: 6,00,000, 1,00,000 above ₹5,00,000; each joint order is a cover of its own.
    expect(lines(cover.insured)).toEqual([
      ["sbi", "asha", 600_000, 2, 100_000],
      ["sbi", "ravi-asha", 450_000, 1, 0],
      ["sbi", "asha-ravi", 400_000, 1, 0],
    ]);
  });

  it("covers a member's deposits in two banks apart", () => {
    const cover = depositCover(
      [
        deposit("sbi", "sbi", ["asha"], 500_000),
        deposit("hdfc", "hdfc", ["asha"], 500_000),
      ],
      today,
    );
    expect(lines(cover.insured)).toEqual([
      ["hdfc", "asha", 500_000, 1, 0],
      ["sbi", "asha", 500_000, 1, 0],
    ]);
  });

  it("adds a joint deposit to the same holders' in the same order, whatever else they hold", () => {
    const cover = depositCover(
      [
        deposit("ab-1", "sbi", ["asha", "ravi"], 300_000),
        deposit("ab-2", "sbi", ["asha", "ravi"], 250_000),
        deposit("abc", "sbi", ["asha", "ravi", "meera"], 100_000),
      ],
      today,
    );
    expect(lines(cover.insured)).toEqual([
      ["sbi", "asha-ravi", 550_000, 2, 50_000],
      ["sbi", "asha-ravi-meera", 100_000, 1, 0],
    ]);
  });

  it("tests the lines against the limit it is given, as a rise would set it", () => {
    const deposits = [deposit("own", "sbi", ["asha"], 700_000)];
    expect(DEPOSIT_INSURANCE_COVER).toBe(500_000);
    expect(depositCover(deposits, today).insured[0]?.above_cover).toBe(200_000);
    expect(
      depositCover(deposits, today, 1_000_000).insured[0]?.above_cover,
    ).toBe(0);
  });

  it("lists the Government-backed and the uninsured per institution and holders too", () => {
    const cover = depositCover(
      [
        deposit("post-a", "post", ["asha"], 200_000, "government"),
        deposit("post-b", "post", ["ravi"], 300_000, "government"),
        deposit("nbfc-ab", "bajaj", ["asha", "ravi"], 100_000, "none"),
        deposit("nbfc-ba", "bajaj", ["ravi", "asha"], 150_000, "none"),
      ],
      today,
    );
    expect(
      cover.government.map(({ holder_ids, value }) => [holder_ids, value]),
    ).toEqual([
      [["ravi"], 300_000],
      [["asha"], 200_000],
    ]);
    expect(
      cover.uninsured.map(({ holder_ids, count }) => [holder_ids, count]),
    ).toEqual([
      [["ravi", "asha"], 1],
      [["asha", "ravi"], 1],
    ]);
    expect(cover.insured).toEqual([]);
  });
});
