import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amortization,
  amortizationSchedule,
  scheduleByYear,
} from "./amortization.ts";

const loan = {
  principal: 5_000_000,
  rate: 8.5,
  tenure: 20,
  extraPaymentAmount: 0,
  extraPaymentFrequency: "monthly",
} as const;

const rounded = (years: ReturnType<typeof scheduleByYear>) =>
  years.map(({ year, months, principal, interest, balance }) => ({
    year,
    months,
    principal: Math.round(principal),
    interest: Math.round(interest),
    balance: Math.round(balance),
  }));

// docs/product.md#home-loan-by-year. The figures are the closed forms worked by hand: with
// i = 8.5/1200 and EMI ₹43,391.16, the balance after k EMIs is B(k) = P(1+i)^k − EMI((1+i)^k − 1)/i,
// the principal repaid between EMIs a and b is B(a) − B(b), and the interest (b − a)·EMI less it.
// The first EMI splits ₹35,417 interest and ₹7,974 principal, as simplegence.com's "EMI on ₹50 Lakh
// Home Loan — 2026 Guide" (13 February 2026) says.
describe("₹50,00,000 at 8.5 % for 20 years, by year", () => {
  const schedule = amortizationSchedule(loan);

  it("splits the first EMI as published", () => {
    expect(Math.round(schedule[0]!.interest)).toBe(35_417);
    expect(Math.round(schedule[0]!.principal)).toBe(7_974);
  });

  it("puts a first EMI in January 2026 into FY 2025–26 for three months, then April–March years", () => {
    const years = rounded(scheduleByYear(schedule, 2026, 1, "financial"));
    expect(years.slice(0, 2)).toEqual([
      {
        year: 2025,
        months: 3,
        principal: 24_093,
        interest: 106_080,
        balance: 4_975_907,
      },
      {
        year: 2026,
        months: 12,
        principal: 101_641,
        interest: 419_053,
        balance: 4_874_266,
      },
    ]);
    // The 240th EMI falls in December 2045: FY 2045–46 holds the last nine (EMIs 232 to 240).
    expect(years).toHaveLength(21);
    expect(years.at(-1)).toEqual({
      year: 2045,
      months: 9,
      principal: 377_041,
      interest: 13_479,
      balance: 0,
    });
  });

  it("puts a first EMI in April 2026 into whole financial years, and nine months into calendar 2026", () => {
    const financial = rounded(scheduleByYear(schedule, 2026, 4, "financial"));
    expect(financial).toHaveLength(20);
    expect(financial[0]).toEqual({
      year: 2026,
      months: 12,
      principal: 99_511,
      interest: 421_182,
      balance: 4_900_489,
    });
    const calendar = rounded(scheduleByYear(schedule, 2026, 4, "calendar"));
    expect(calendar.slice(0, 2)).toEqual([
      {
        year: 2026,
        months: 9,
        principal: 73_838,
        interest: 316_683,
        balance: 4_926_162,
      },
      {
        year: 2027,
        months: 12,
        principal: 106_038,
        interest: 414_656,
        balance: 4_820_124,
      },
    ]);
    expect(calendar).toHaveLength(21);
  });

  it("counts a prepayment as principal repaid in its year", () => {
    const prepaid = amortization({
      ...loan,
      lumpSums: [{ month: 12, amount: 500_000 }],
    });
    const [first] = scheduleByYear(prepaid.schedule, 2026, 4, "financial");
    expect(Math.round(first!.principal)).toBe(599_511);
    expect(Math.round(first!.interest)).toBe(421_182);
  });
});

describe("by-year properties", () => {
  const input = fc.record({
    principal: fc.integer({ min: 100_000, max: 50_000_000 }),
    rate: fc.double({ min: 0, max: 15, noNaN: true }),
    tenure: fc.integer({ min: 1, max: 30 }),
    extraPaymentAmount: fc.integer({ min: 0, max: 100_000 }),
    extraPaymentFrequency: fc.constantFrom<"monthly" | "yearly">(
      "monthly",
      "yearly",
    ),
  });
  const start = fc.record({
    year: fc.integer({ min: 2000, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    basis: fc.constantFrom<"calendar" | "financial">("calendar", "financial"),
  });

  it("adds up to the loan and its interest, a year at most twelve EMIs, years one after another", () => {
    fc.assert(
      fc.property(input, start, (loanInput, { year, month, basis }) => {
        const schedule = amortizationSchedule(loanInput);
        const years = scheduleByYear(schedule, year, month, basis);
        const sum = (pick: (row: (typeof years)[number]) => number) =>
          years.reduce((total, row) => total + pick(row), 0);
        expect(Math.abs(sum((row) => row.principal) - loanInput.principal))
          // Float sums over up to 360 rows, far below display rounding.
          .toBeLessThan(0.01);
        expect(sum((row) => row.interest)).toBeCloseTo(
          schedule.at(-1)!.cumulativeInterest,
          4,
        );
        expect(sum((row) => row.months)).toBe(schedule.length);
        years.forEach((row, index) => {
          expect(row.months).toBeGreaterThan(0);
          expect(row.months).toBeLessThanOrEqual(12);
          if (index > 0) expect(row.year).toBe(years[index - 1]!.year + 1);
        });
        expect(years.at(-1)!.balance).toBe(0);
      }),
    );
  });
});
