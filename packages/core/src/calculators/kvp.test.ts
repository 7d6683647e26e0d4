import { describe, expect, it } from "vitest";
import {
  KVP_NOTIFIED_MONTHS,
  KVP_PRINCIPAL_MIN,
  KVP_PRINCIPAL_MULTIPLE,
  kvp,
  kvpMaturityMonths,
} from "./kvp.ts";

describe("kvp", () => {
  // Issue 28's known answer; also https://www.news18.com/amp/business/kisan-vikas-patra-invest-in-this-post-office-scheme-to-double-your-money-8438239.html
  // ("7.5% … 115 months or 9 years and 7 months … Rs 4 lakh … will be 8 lakh").
  it("7.5% doubles ₹4,00,000 to ₹8,00,000 in 115 months", () => {
    expect(kvp({ principal: 400_000, rate: 7.5 })).toEqual({
      maturityAmount: 800_000,
      maturityMonths: 115,
    });
  });

  // https://www.ndtv.com/business/kisan-vikas-patra-small-savings-scheme-kvp-interest-rate-cut-to-6-9-maturity-period-extended-2204879:
  // from 1 April 2020, 6.9% and 124 months. The formula alone would give 125.
  it("6.9% takes the notified 124 months", () => {
    expect(kvpMaturityMonths(6.9)).toBe(124);
    expect(Math.round((12 * Math.LN2) / Math.log1p(0.069))).toBe(125);
  });

  // https://www.thehindubusinessline.com/money-and-banking/investments-in-kisan-vikas-patra-to-now-double-in-9-years-5-months/article28684978.ece:
  // 7.6% from 1 July 2019, "113 months as against … 112 months earlier" at 7.7%.
  it("7.6% takes 113 months and 7.7% 112, as notified in 2019", () => {
    expect(kvpMaturityMonths(7.6)).toBe(113);
    expect(kvpMaturityMonths(7.7)).toBe(112);
  });

  // https://www.livemint.com/money/personal-finance/small-savings-scheme-doubles-money-in-123-months-pays-more-interest-than-sbi-fd/amp-11667053799233.html:
  // 7% and 123 months from October 2022; Rs 1 lakh returns Rs 2,00,000.
  it("7% doubles ₹1,00,000 in 123 months", () => {
    expect(kvp({ principal: 100_000, rate: 7 })).toEqual({
      maturityAmount: 200_000,
      maturityMonths: 123,
    });
  });

  it("a rate never notified takes 12 × ln 2 / ln(1 + r/100) rounded to the month", () => {
    // 8%: 108.08 months; 7.8%: 110.74; 9%: 96.52.
    expect(kvpMaturityMonths(8)).toBe(108);
    expect(kvpMaturityMonths(7.8)).toBe(111);
    expect(kvpMaturityMonths(9)).toBe(97);
  });

  it("keeps one entry a rate, and states its bounds", () => {
    const rates = KVP_NOTIFIED_MONTHS.map((entry) => entry.rate);
    expect(new Set(rates).size).toBe(rates.length);
    expect([KVP_PRINCIPAL_MIN, KVP_PRINCIPAL_MULTIPLE]).toEqual([1000, 100]);
  });
});
