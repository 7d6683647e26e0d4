import { describe, expect, it } from "vitest";
import {
  MIS_DEPOSIT_MIN,
  MIS_DEPOSIT_MULTIPLE,
  MIS_YEARS,
  misDepositMax,
  postOfficeMis,
} from "./post-office-mis.ts";

describe("post office monthly income scheme", () => {
  // Issue 28's known answer: ₹61.67 a month.
  it("₹10,000 at 7.4% pays ₹62 a month", () => {
    expect(postOfficeMis({ deposit: 10_000, rate: 7.4, joint: false })).toEqual(
      {
        monthlyInterest: 62,
        totalInterest: 3700,
        maturityAmount: 10_000,
      },
    );
  });

  // https://bangla.asianetnews.com/amp/india/post-office-monthly-income-scheme-earn-rs-9250-monthly-anbak/photoshow-aiyxtcs
  // (and https://marathi.asianetnews.com/amp/utility-news/post-office-scheme-earn-rs-9250-monthly-income/photoshow-cdavz2n):
  // at 7.4%, ₹9,00,000 single pays ₹5,550 a month, ₹3,33,000 in 5 years; ₹15,00,000 joint pays
  // ₹9,250 a month, ₹5,55,000 in 5 years.
  it("at 7.4% the single limit pays ₹5,550 a month and the joint limit ₹9,250", () => {
    expect(
      postOfficeMis({ deposit: 900_000, rate: 7.4, joint: false }),
    ).toEqual({
      monthlyInterest: 5550,
      totalInterest: 333_000,
      maturityAmount: 900_000,
    });
    expect(
      postOfficeMis({ deposit: 1_500_000, rate: 7.4, joint: true }),
    ).toEqual({
      monthlyInterest: 9250,
      totalInterest: 555_000,
      maturityAmount: 1_500_000,
    });
  });

  // https://mahemployees.com/post-office-9: at the earlier 7.1%, ₹9 lakh single pays ₹5,325 a month
  // and ₹15 lakh joint ₹8,875.
  it("at 7.1% the limits pay ₹5,325 and ₹8,875 a month", () => {
    expect(
      postOfficeMis({ deposit: 900_000, rate: 7.1, joint: false })
        .monthlyInterest,
    ).toBe(5325);
    expect(
      postOfficeMis({ deposit: 1_500_000, rate: 7.1, joint: true })
        .monthlyInterest,
    ).toBe(8875);
  });

  it("states its bounds: ₹9,00,000 single, ₹15,00,000 joint", () => {
    expect(misDepositMax(false)).toBe(900_000);
    expect(misDepositMax(true)).toBe(1_500_000);
    expect([MIS_DEPOSIT_MIN, MIS_DEPOSIT_MULTIPLE, MIS_YEARS]).toEqual([
      1000, 1000, 5,
    ]);
  });
});
