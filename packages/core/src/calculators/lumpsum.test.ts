import { describe, expect, it } from "vitest";
import { lumpsum, lumpsumByYear } from "./lumpsum.ts";

describe("lumpsum", () => {
  // Issue 28's known answer; also https://stockmarkethost.com/lumpsum-investment-calculator
  // (returns ₹2,10,585, total ₹3,10,585) and https://deepanindia.com/calculators/lumpsum-calculator
  // (₹3,10,584.82).
  it("₹1,00,000 at 12% for 10 years grows to ₹3,10,585", () => {
    expect(
      lumpsum({ totalInvestment: 100_000, expectedReturn: 12, timePeriod: 10 }),
    ).toEqual({
      maturityAmount: 310_585,
      totalInvestment: 100_000,
      totalReturns: 210_585,
    });
  });

  // https://www.bajajbroking.in/mutual-funds/lumpsum-calculator: "A = 5,00,000 × (1.12)^10 …
  // ₹15,52,924".
  it("₹5,00,000 at 12% for 10 years grows to ₹15,52,924", () => {
    expect(
      lumpsum({ totalInvestment: 500_000, expectedReturn: 12, timePeriod: 10 })
        .maturityAmount,
    ).toBe(1_552_924);
  });

  // https://www.angelone.in/news/personal-finance/lumpsum-calculator-how-to-turn-10-lakh-lumpsum-investment-into-2-99-crore-retirement-corpus:
  // ₹10,00,000 at 12% for 30 years: ₹2,99,59,922, of which ₹2,89,59,922 returns.
  it("₹10,00,000 at 12% for 30 years grows to ₹2,99,59,922", () => {
    expect(
      lumpsum({
        totalInvestment: 1_000_000,
        expectedReturn: 12,
        timePeriod: 30,
      }),
    ).toEqual({
      maturityAmount: 29_959_922,
      totalInvestment: 1_000_000,
      totalReturns: 28_959_922,
    });
  });

  it("is worth each year's compounded value at that year's end, the last row the maturity", () => {
    const years = lumpsumByYear({
      totalInvestment: 100_000,
      expectedReturn: 12,
      timePeriod: 10,
    });
    expect(years).toHaveLength(10);
    expect(years[0]).toEqual({ year: 1, invested: 100_000, value: 112_000 });
    expect(years[1]).toEqual({ year: 2, invested: 100_000, value: 125_440 });
    expect(years.at(-1)).toEqual({
      year: 10,
      invested: 100_000,
      value: 310_585,
    });
  });

  it("ends a part-year period with its own row", () => {
    const years = lumpsumByYear({
      totalInvestment: 100_000,
      expectedReturn: 10,
      timePeriod: 1.5,
    });
    expect(years.map((row) => row.year)).toEqual([1, 2]);
    expect(years.at(-1)?.value).toBe(
      lumpsum({ totalInvestment: 100_000, expectedReturn: 10, timePeriod: 1.5 })
        .maturityAmount,
    );
  });
});
