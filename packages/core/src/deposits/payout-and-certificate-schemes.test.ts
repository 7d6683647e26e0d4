import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../format/date.ts";
import { roundRupees } from "../format/money.ts";
import type { InvestmentScheme } from "./investment-scheme.ts";
import {
  type DepositTerms,
  depositMaturityAmount,
  depositPayouts,
  depositValueOn,
  interestEarnedBy,
  payoutAmount,
} from "./deposit-value.ts";
import { interestByFinancialYear } from "./interest-by-financial-year.ts";
import { schemeEndDate, schemeSchedule } from "./scheme-terms.ts";

/** A scheme's deposit as the server stores it: its schedule and maturity from the scheme's rules. */
const opened = (
  scheme: InvestmentScheme,
  principal: number,
  rate: number,
  startDate: string,
  endDate = schemeEndDate(scheme, startDate, rate)!,
): DepositTerms => ({
  principal,
  rate,
  startDate,
  endDate,
  schedule: schemeSchedule(scheme) ?? null,
  scheme,
});

const rupees = (payouts: readonly { date: string; amount: number }[]) =>
  payouts.map(({ date, amount }) => [date, roundRupees(amount)]);

describe("the Senior Citizens' Savings Scheme", () => {
  it("₹15,00,000 at 8.2% opened 1 March 2026 pays ₹10,592 on 1 April 2026, then ₹30,750 a quarter", () => {
    const terms = opened("scss", 1_500_000, 8.2, "2026-03-01");
    expect(terms.endDate).toBe("2031-03-01");
    const payouts = depositPayouts(terms);
    expect(rupees(payouts.slice(0, 4))).toEqual([
      ["2026-04-01", 10_592],
      ["2026-07-01", 30_750],
      ["2026-10-01", 30_750],
      ["2027-01-01", 30_750],
    ]);
    // the last for 1 January – 1 March 2031: 59 of the quarter's 90 days
    expect(rupees(payouts.slice(-1))).toEqual([["2031-03-01", 20_158]]);
    expect(roundRupees(payouts.reduce((sum, p) => sum + p.amount, 0))).toBe(
      615_000,
    );
    expect(depositMaturityAmount(terms)).toBe(1_500_000);
  });

  // https://www.officenewz.com/2024/03/20/5-year-post-office-nsc-deposit-scheme-how-rs-10000-rs-25000-rs-50000-investment-grows-to-rs-14490-rs-36226-rs-72452-on-maturity-see-examples/
  // quoting indiapost.gov.in for January–March 2024: "Senior Citizen Savings Scheme 8.2 (quarterly
  // interest Rs 205 for Rs 10,000)", "Monthly Income Account 7.4 (monthly interest Rs 62 for Rs
  // 10,000)", "5 Year Time Deposit 7.5 (annual interest Rs 771 for Rs 10,000)", "National Savings
  // Certificate (VIII Issue) 7.7 (maturity value Rs 14,490 for Rs 10,000)", "Kisan Vikas Patra 7.5
  // (matures in 115 months)".
  it("India Post's figures: ₹10,000 pays ₹205 a quarter in SCSS at 8.2%", () => {
    const terms = opened("scss", 10_000, 8.2, "2024-01-01");
    expect(rupees(depositPayouts(terms).slice(0, 2))).toEqual([
      ["2024-04-01", 205],
      ["2024-07-01", 205],
    ]);
  });
});

describe("India Post's figures for the other schemes (officenewz.com above)", () => {
  it("₹10,000 in the MIS at 7.4% pays ₹62 every month from opening, 60 payouts", () => {
    const terms = opened("post_office_mis", 10_000, 7.4, "2024-02-15");
    const payouts = depositPayouts(terms);
    expect(payouts).toHaveLength(60);
    expect(rupees(payouts.slice(0, 2))).toEqual([
      ["2024-03-15", 62],
      ["2024-04-15", 62],
    ]);
    expect(payoutAmount(10_000, 7.4, "payout_monthly", "post_office_mis")).toBe(
      (10_000 * 7.4) / 1200,
    );
  });

  it("₹10,000 in a 5-year time deposit at 7.5% pays ₹771 a year", () => {
    const terms = opened(
      "post_office_td",
      10_000,
      7.5,
      "2024-02-15",
      "2029-02-15",
    );
    expect(rupees(depositPayouts(terms))).toEqual([
      ["2025-02-15", 771],
      ["2026-02-15", 771],
      ["2027-02-15", 771],
      ["2028-02-15", 771],
      ["2029-02-15", 771],
    ]);
  });

  it("₹10,000 in an NSC at 7.7% matures to ₹14,490, its interest counted in each year as it accrues", () => {
    const terms = opened("nsc", 10_000, 7.7, "2024-02-15");
    expect(terms.endDate).toBe("2029-02-15");
    expect(roundRupees(depositMaturityAmount(terms))).toBe(14_490);
    const years = interestByFinancialYear(terms);
    expect(years.map((year) => year.financial_year)).toEqual([
      "2023-24",
      "2024-25",
      "2025-26",
      "2026-27",
      "2027-28",
      "2028-29",
    ]);
    expect(years.every((year) => year.interest > 0)).toBe(true);
    expect(years.reduce((sum, year) => sum + year.interest, 0)).toBe(4_490);
  });

  it("a KVP at 7.5% matures in 115 months at twice its price", () => {
    const terms = opened("kvp", 10_000, 7.5, "2024-02-15");
    expect(terms.endDate).toBe("2033-09-15");
    expect(depositMaturityAmount(terms)).toBeCloseTo(20_000, 6);
    expect(depositValueOn(terms, "2028-12-01")).toBeGreaterThan(10_000);
    expect(depositValueOn(terms, "2028-12-01")).toBeLessThan(20_000);
  });
});

describe("payout schemes' properties", () => {
  it("pay five years of their rate; payouts plus maturity are the principal plus the interest; the years' interest adds up to it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<InvestmentScheme>(
          "scss",
          "post_office_mis",
          "post_office_td",
        ),
        fc.integer({ min: 1_000, max: 3_000_000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.date({
          min: new Date("2000-01-01"),
          max: new Date("2040-12-31"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 30, max: 5 * 366 }),
        (scheme, principal, rate, start, days) => {
          const startDate = start.toISOString().slice(0, 10);
          const terms = opened(
            scheme,
            principal,
            rate,
            startDate,
            schemeEndDate(scheme, startDate, rate) ?? addDays(startDate, days),
          );
          const paid = depositPayouts(terms).reduce(
            (sum, payout) => sum + payout.amount,
            0,
          );
          const interest = interestEarnedBy(terms, terms.endDate);
          // five years of the scheme's rate: MIS to the paisa, SCSS within a day of a quarter (a
          // leap year's January–March has 91 days, not 90)
          if (scheme === "post_office_mis")
            expect(paid).toBeCloseTo((principal * rate * 60) / 1200, 4);
          if (scheme === "scss")
            expect(
              Math.abs(paid - (principal * rate * 20) / 400),
            ).toBeLessThanOrEqual((principal * rate) / 400 / 90 + 1e-6);
          expect(paid + depositMaturityAmount(terms)).toBeCloseTo(
            principal + interest,
            4,
          );
          const byYear = interestByFinancialYear(terms).reduce(
            (sum, year) => sum + year.interest,
            0,
          );
          expect(byYear).toBe(roundRupees(interest));
        },
      ),
      { numRuns: 200 },
    );
  });
});
