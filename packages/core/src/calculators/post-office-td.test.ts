import { describe, expect, it } from "vitest";
import {
  TD_DEPOSIT_MIN,
  TD_DEPOSIT_MULTIPLE,
  TD_YEARS,
  postOfficeTd,
} from "./post-office-td.ts";

describe("post office time deposit", () => {
  // Issue 28's known answer: ₹771.36 a year.
  it("₹10,000 for 5 years at 7.5% pays ₹771 a year", () => {
    expect(postOfficeTd({ deposit: 10_000, years: 5, rate: 7.5 })).toEqual({
      yearlyInterest: 771,
      totalInterest: 3857,
      maturityAmount: 10_000,
    });
  });

  // https://www.livemint.com/money/personal-finance/sbi-special-fixed-deposit-fd-scheme-vs-post-office-time-deposits-latest-interest-rates/amp-11663731118929.html
  // (September 2022): "As per the India Post, on deposits of ₹10,000 - the annual interest is ₹561
  // on 1-3 year time deposits" at 5.5%, "₹687 for ₹10,000 deposits on 5-year TD" at 6.7%.
  it("₹10,000 pays ₹561 a year at 5.5% and ₹687 a year at 6.7%", () => {
    for (const years of [1, 2, 3]) {
      expect(
        postOfficeTd({ deposit: 10_000, years, rate: 5.5 }).yearlyInterest,
      ).toBe(561);
    }
    expect(
      postOfficeTd({ deposit: 10_000, years: 5, rate: 6.7 }).yearlyInterest,
    ).toBe(687);
  });

  // https://crackwifi.in/tag/post-office-td-scheme ("5-year TD … ₹7.24 lakh return") is what
  // ₹5,00,000 at 7.5% reaches compounded quarterly to maturity (₹7,24,974): the post office pays
  // the interest out each year instead, ₹38,568 a year, ₹1,92,840 in 5 years. Left out.
  it("pays the interest out each year rather than compounding it to maturity", () => {
    expect(postOfficeTd({ deposit: 500_000, years: 5, rate: 7.5 })).toEqual({
      yearlyInterest: 38_568,
      totalInterest: 192_840,
      maturityAmount: 500_000,
    });
  });

  it("states its bounds", () => {
    expect(TD_YEARS).toEqual([1, 2, 3, 5]);
    expect([TD_DEPOSIT_MIN, TD_DEPOSIT_MULTIPLE]).toEqual([1000, 100]);
  });
});
