import { describe, expect, it } from "vitest";
import {
  SCSS_DEPOSIT_MAX,
  SCSS_DEPOSIT_MIN,
  SCSS_DEPOSIT_MULTIPLE,
  SCSS_YEARS,
  scss,
} from "./scss.ts";

describe("scss", () => {
  // Issue 28's known answer.
  it("₹10,000 at 8.2% pays ₹205 a quarter", () => {
    expect(scss({ deposit: 10_000, rate: 8.2 })).toEqual({
      quarterlyInterest: 205,
      yearlyInterest: 820,
      totalInterest: 4100,
      maturityAmount: 10_000,
    });
  });

  // https://www.emicalculators.xyz/calculator/scss: ₹15,00,000 at 8.2% for 5 years pays ₹30,750 a
  // quarter, ₹1,23,000 a year, ₹6,15,000 in all. (Its "maturity amount ₹21,15,000" adds the
  // interest already paid out each quarter to the ₹15,00,000 returned.)
  it("₹15,00,000 at 8.2% pays ₹30,750 a quarter, ₹6,15,000 in 5 years", () => {
    expect(scss({ deposit: 1_500_000, rate: 8.2 })).toEqual({
      quarterlyInterest: 30_750,
      yearlyInterest: 123_000,
      totalInterest: 615_000,
      maturityAmount: 1_500_000,
    });
  });

  // https://kalamtimes.com/news/lifestyle/schemes-for-senior-citizens-senior-citizens-can-earn-over-12-lakhs-from-interest-alone-with-100-safe-capital-274274:
  // the maximum ₹30,00,000 at 8.2% earns ₹12,30,000 interest over five years.
  // (https://keralatak.com/english-news/senior-citizens-are-getting-more-interest-in-post-office/cid16747749.htm
  // says ₹60,150 a quarter, ₹2,40,600 a year, ₹12,03,000 in all for the same deposit: 8.02%,
  // not 8.2%; left out.)
  it("₹30,00,000 at 8.2% pays ₹61,500 a quarter, ₹12,30,000 in 5 years", () => {
    expect(scss({ deposit: 3_000_000, rate: 8.2 })).toEqual({
      quarterlyInterest: 61_500,
      yearlyInterest: 246_000,
      totalInterest: 1_230_000,
      maturityAmount: 3_000_000,
    });
  });

  it("rounds each figure from the unrounded quarter: ₹1,000 at 7.4% pays ₹18.50 a quarter", () => {
    expect(scss({ deposit: 1000, rate: 7.4 })).toEqual({
      quarterlyInterest: 19,
      yearlyInterest: 74,
      totalInterest: 370,
      maturityAmount: 1000,
    });
  });

  it("states its bounds", () => {
    expect([
      SCSS_DEPOSIT_MIN,
      SCSS_DEPOSIT_MULTIPLE,
      SCSS_DEPOSIT_MAX,
      SCSS_YEARS,
    ]).toEqual([1000, 1000, 3_000_000, 5]);
  });
});
