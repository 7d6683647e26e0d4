import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PPF_YEARLY_DEPOSIT_MAX,
  PPF_YEARLY_DEPOSIT_MIN,
  PPF_YEARS,
  ppf,
  ppfByYear,
} from "./ppf.ts";

describe("ppf", () => {
  // Issue 28's known answer.
  it("₹1,50,000 yearly at 7.1% for 15 years matures to ₹40,68,209", () => {
    expect(
      ppf({ deposit: 150_000, frequency: "yearly", rate: 7.1, years: 15 }),
    ).toEqual({
      maturityAmount: 4_068_209,
      totalDeposits: 2_250_000,
      interestEarned: 1_818_209,
    });
  });

  // https://kannada.asianetnews.com/amp/gallery/business/post-office-ppf-scheme-earn-up-to-rs-24-lakh-with-this-simple-savings-plan-mrq-skb7vv
  // (and the same figures on tamil.asianetnews.com): "by the PPF calculator", ₹90,000 a year for
  // 15 years at 7.1% is ₹13,50,000 deposited, ₹10,90,926 interest, ₹24,40,926 in all.
  it("₹90,000 yearly at 7.1% for 15 years matures to ₹24,40,926", () => {
    expect(
      ppf({ deposit: 90_000, frequency: "yearly", rate: 7.1, years: 15 }),
    ).toEqual({
      maturityAmount: 2_440_926,
      totalDeposits: 1_350_000,
      interestEarned: 1_090_926,
    });
  });

  // https://hindi.asianetnews.com/amp/gallery/business-news/post-office-small-savings-scheme-including-nsc-fd-ppf-you-must-know-kpt-q9nlq4
  // says ₹1,50,000 a year at 7.1%, extended to 25 years: ₹37,50,000 deposited, ₹65,58,015
  // interest, ₹1.03 crore at maturity. (Zee's "₹57,23,723.50 after 5 more years", on
  // https://zeenews.india.com/photos/business/ppf-tax-benefits-and-maturity-do-you-know-extending-ppf-tenure-can-yield-massive-returns-check-interest-rate-withdrawals-rules-2883454,
  // is left out: no convention gives it; 5 more years give ₹66,58,288 with deposits, ₹57,32,587
  // without.)
  it("₹1,50,000 yearly at 7.1% for 25 years matures to ₹1,03,08,015", () => {
    expect(
      ppf({ deposit: 150_000, frequency: "yearly", rate: 7.1, years: 25 }),
    ).toEqual({
      maturityAmount: 10_308_015,
      totalDeposits: 3_750_000,
      interestEarned: 6_558_015,
    });
  });

  // https://fincalc-blog.in/tag/public-provident-fund/ says ₹1,000 a month for 15 years at 7.1%
  // matures to ₹3,15,572: that rounds each year's interest to the rupee before crediting it. The
  // rule credits it unrounded (₹3,15,568), so the figure is left out.
  it("₹1,000 by the 5th of every month at 7.1% for 15 years matures to ₹3,15,568", () => {
    expect(
      ppf({ deposit: 1000, frequency: "monthly", rate: 7.1, years: 15 }),
    ).toEqual({
      maturityAmount: 315_568,
      totalDeposits: 180_000,
      interestEarned: 135_568,
    });
  });

  it("a month's deposit earns that month: one year of ₹12,500 a month earns 78 months' interest", () => {
    // Interest 12,500 × (1 + 2 + … + 12) × 7.1 / 1200 = ₹5,768.75.
    expect(
      ppf({ deposit: 12_500, frequency: "monthly", rate: 7.1, years: 1 })
        .interestEarned,
    ).toBe(5769);
  });

  it("gives the balance of every year, ending at the maturity amount", () => {
    const rows = ppfByYear({
      deposit: 150_000,
      frequency: "yearly",
      rate: 7.1,
      years: 15,
    });
    expect(rows).toHaveLength(15);
    expect(rows[0]).toEqual({ year: 1, invested: 150_000, value: 160_650 });
    expect(rows.at(-1)).toEqual({
      year: 15,
      invested: 2_250_000,
      value: 4_068_209,
    });
  });

  it("states its bounds", () => {
    expect([PPF_YEARLY_DEPOSIT_MIN, PPF_YEARLY_DEPOSIT_MAX]).toEqual([
      500, 150_000,
    ]);
    expect(PPF_YEARS).toEqual([15, 20, 25, 30, 35, 40, 45, 50]);
  });

  it("monthly deposits never beat one yearly deposit of the same year's total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 42, max: 12_500 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.constantFrom(...PPF_YEARS),
        (monthly, rate, years) => {
          const byMonth = ppf({
            deposit: monthly,
            frequency: "monthly",
            rate,
            years,
          });
          const byYear = ppf({
            deposit: monthly * 12,
            frequency: "yearly",
            rate,
            years,
          });
          expect(byMonth.totalDeposits).toBe(byYear.totalDeposits);
          expect(byMonth.maturityAmount).toBeLessThanOrEqual(
            byYear.maturityAmount,
          );
        },
      ),
    );
  });
});
