import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recurringDeposit } from "../calculators/recurring-deposit.ts";
import { addMonths } from "../format/date.ts";
import { roundRupees } from "../format/money.ts";
import {
  type DepositTerms,
  depositedBy,
  depositMaturityAmount,
  depositValueOn,
  interestEarnedBy,
} from "./deposit-value.ts";
import { interestByFinancialYear } from "./interest-by-financial-year.ts";
import { instalmentsDue, recurringPrincipal } from "./scheme-terms.ts";

const rd = (
  monthlyInstalment: number,
  rate: number,
  startDate: string,
  years: number,
): DepositTerms => {
  const endDate = addMonths(startDate, years * 12);
  return {
    principal: recurringPrincipal(monthlyInstalment, startDate, endDate),
    rate,
    startDate,
    endDate,
    schedule: "cumulative_quarterly",
    scheme: "recurring_deposit",
    monthlyInstalment,
  };
};

describe("a recurring deposit in My Investments", () => {
  it("₹5,000 a month for 5 years at 6.7% matures to ₹3,56,829, as the RD calculator says", () => {
    const terms = rd(5_000, 6.7, "2025-01-10", 5);
    expect(terms.principal).toBe(300_000);
    expect(roundRupees(depositMaturityAmount(terms))).toBe(356_829);
    expect(
      recurringDeposit({ monthlyDeposit: 5_000, rate: 6.7, tenure: 5 })
        .maturityAmount,
    ).toBe(356_829);
  });

  it("₹10,000 a month for 5 years at 6.7% matures to ₹7,13,658", () => {
    // https://www.mypunepulse.com/post-office-rd-scheme-invest-₹10000-per-month-get-a-guaranteed-return-of-₹7-13-lakh-in-5-years
    // "₹10,000 every month for 5 years (60 months) … 6.7% (compounded quarterly) … maturity value of ₹7,13,658.29"
    const terms = rd(10_000, 6.7, "2025-10-01", 5);
    expect(depositMaturityAmount(terms)).toBeCloseTo(713_658.29, 2);
  });

  it("counts the instalments due so far: one on the opening day, one on the same day of each month", () => {
    const terms = rd(5_000, 6.7, "2025-01-31", 5);
    expect(instalmentsDue(terms, "2025-01-30")).toBe(0);
    expect(instalmentsDue(terms, "2025-01-31")).toBe(1);
    expect(instalmentsDue(terms, "2025-02-27")).toBe(1);
    // 31 January + 1 month is 28 February
    expect(instalmentsDue(terms, "2025-02-28")).toBe(2);
    expect(instalmentsDue(terms, "2026-01-31")).toBe(13);
    expect(instalmentsDue(terms, "2040-01-01")).toBe(60);
    expect(depositValueOn(terms, "2025-01-31")).toBe(5_000);
    expect(depositedBy(terms, "2026-01-31")).toBe(65_000);
  });

  it("is worth a year of the calculator's figure after twelve instalments, a month after the last", () => {
    const terms = rd(5_000, 6.7, "2025-04-01", 5);
    const yearly = recurringDeposit({
      monthlyDeposit: 5_000,
      rate: 6.7,
      tenure: 1,
    });
    // on 1 April 2026 the 13th instalment is made too
    expect(roundRupees(depositValueOn(terms, "2026-04-01") - 5_000)).toBe(
      yearly.maturityAmount,
    );
    expect(roundRupees(interestEarnedBy(terms, "2026-04-01"))).toBe(
      yearly.interestEarned,
    );
  });

  it("never is worth less than the instalments made, and its years' interest adds up to the whole", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.double({ min: 0, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        fc.date({
          min: new Date("2000-01-01"),
          max: new Date("2040-12-31"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 4000 }),
        (instalment, rate, years, start, daysIn) => {
          const terms = rd(
            instalment,
            rate,
            start.toISOString().slice(0, 10),
            years,
          );
          const on = new Date(start.getTime() + daysIn * 86_400_000)
            .toISOString()
            .slice(0, 10);
          // Within half a paisa: summing hundreds of instalments in floating point strays by
          // a millionth of a rupee (a rate of 2.9e-310 % read 133110.999998999 against 133111).
          expect(depositValueOn(terms, on)).toBeGreaterThanOrEqual(
            depositedBy(terms, on) - 0.005,
          );
          const byYear = interestByFinancialYear(terms);
          expect(byYear.reduce((sum, year) => sum + year.interest, 0)).toBe(
            roundRupees(depositMaturityAmount(terms) - terms.principal),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
