import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../format/date.ts";
import { roundRupees } from "../format/money.ts";
import {
  type DepositTerms,
  depositMaturityAmount,
  depositValueOn,
  interestEarnedBy,
} from "./deposit-value.ts";
import { interestByFinancialYear } from "./interest-by-financial-year.ts";
import { schemeEndDate } from "./scheme-terms.ts";

type Deposit = { date: string; amount: number };

const account = (
  scheme: "ppf" | "sukanya_samriddhi",
  startDate: string,
  deposits: Deposit[],
  rate: number,
  rateChanges: DepositTerms["rateChanges"] = [],
): DepositTerms => ({
  principal: deposits.reduce((sum, deposit) => sum + deposit.amount, 0),
  rate,
  startDate,
  endDate: schemeEndDate(scheme, startDate, rate)!,
  schedule: null,
  scheme,
  deposits,
  rateChanges,
});

const everyFirstOfApril = (from: number, years: number, amount: number) =>
  Array.from({ length: years }, (_, index) => ({
    date: `${from + index}-04-01`,
    amount,
  }));

describe("a PPF account", () => {
  it("opened 1 April 2020 with ₹1,50,000 each 1 April to 2025 holds ₹11,52,076 after 31 March 2026, ₹76,375 of it that year's interest", () => {
    const terms = account(
      "ppf",
      "2020-04-01",
      everyFirstOfApril(2020, 6, 150_000),
      7.1,
    );
    expect(roundRupees(depositValueOn(terms, "2026-04-01"))).toBe(1_152_076);
    const years = interestByFinancialYear(terms, "2026-04-01");
    expect(years.at(-1)).toEqual({
      financial_year: "2025-26",
      interest: 76_375,
    });
    // credited on 31 March: the day before, the year's interest is not in the balance yet
    expect(roundRupees(depositValueOn(terms, "2026-03-31"))).toBe(
      1_152_076 - 76_375,
    );
  });

  // https://kannada.asianetnews.com/amp/gallery/business/post-office-ppf-scheme-earn-up-to-rs-24-lakh-with-this-simple-savings-plan-mrq-skb7vv
  // "by the PPF calculator", ₹90,000 a year for 15 years at 7.1% is ₹13,50,000 deposited,
  // ₹10,90,926 interest, ₹24,40,926 in all.
  it("₹90,000 each year for the 15 years at 7.1% matures to ₹24,40,926 on 1 April 2036", () => {
    const terms = account(
      "ppf",
      "2021-03-31",
      [
        { date: "2021-03-31", amount: 0 },
        ...everyFirstOfApril(2021, 15, 90_000),
      ].filter((deposit) => deposit.amount > 0),
      7.1,
    );
    // opened in FY 2020-21 on its last day; the 15 whole years are 2021-22 to 2035-36
    expect(terms.endDate).toBe("2036-04-01");
    expect(roundRupees(depositMaturityAmount(terms))).toBe(2_440_926);
  });

  // https://www.livemint.com/money/personal-finance/know-when-you-should-invest-in-ppf-to-maximise-returns/amp-11617360140287.html
  // "if your balance on PPF is ₹50,000 as on 1 April, and you deposit ₹20,000 on 6 April, interest
  // for the month of April will be calculated on ₹50,000 instead of ₹70,000."
  it("a deposit after the 5th earns from the next month: ₹20,000 on 6 April loses April's interest on it", () => {
    const opened = [{ date: "2024-04-01", amount: 50_000 }];
    const byFifth = account(
      "ppf",
      "2024-04-01",
      [...opened, { date: "2025-04-05", amount: 20_000 }],
      7.1,
    );
    const bySixth = account(
      "ppf",
      "2024-04-01",
      [...opened, { date: "2025-04-06", amount: 20_000 }],
      7.1,
    );
    const interestOf = (terms: DepositTerms) =>
      interestEarnedBy(terms, "2026-04-01") -
      interestEarnedBy(terms, "2025-04-01");
    expect(interestOf(byFifth) - interestOf(bySixth)).toBeCloseTo(
      (20_000 * 7.1) / 1200,
      6,
    );
  });

  it("earns each quarter's rate: three quarters at 7.1% and one at 8% in FY 2025-26", () => {
    const deposits = [{ date: "2025-04-01", amount: 100_000 }];
    const terms = account("ppf", "2025-04-01", deposits, 7.1, [
      { from: "2025-04-01", rate: 7.1 },
      { from: "2026-01-01", rate: 8 },
    ]);
    expect(interestEarnedBy(terms, "2026-04-01")).toBeCloseTo(
      (100_000 * (9 * 7.1 + 3 * 8)) / 1200,
      6,
    );
  });

  it("never falls, and its years' interest adds up to the whole", () => {
    const deposit = fc.record({
      day: fc.integer({ min: 0, max: 15 * 365 }),
      amount: fc.integer({ min: 500, max: 150_000 }),
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01"),
          max: new Date("2040-12-31"),
          noInvalidDate: true,
        }),
        fc.array(deposit, { minLength: 1, maxLength: 20 }),
        fc.double({ min: 4, max: 9, noNaN: true }),
        (start, drawn, rate) => {
          const startDate = start.toISOString().slice(0, 10);
          const deposits = drawn
            .map(({ day, amount }) => ({
              date: addDays(startDate, day),
              amount,
            }))
            .sort((a, b) => (a.date < b.date ? -1 : 1));
          const terms = account("ppf", startDate, deposits, rate);
          let previous = 0;
          for (let day = 0; day <= 16 * 365 + 60; day += 47) {
            const value = depositValueOn(terms, addDays(startDate, day));
            expect(value).toBeGreaterThanOrEqual(previous);
            previous = value;
          }
          const total = interestByFinancialYear(terms).reduce(
            (sum, year) => sum + year.interest,
            0,
          );
          expect(total).toBe(
            roundRupees(depositMaturityAmount(terms) - terms.principal),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("a Sukanya Samriddhi account", () => {
  // https://1calchub.com/finance-india/sukanya-samriddhi-calculator (as calculators/sukanya-samriddhi.test.ts):
  // maturity ₹71,82,119, contribution ₹22,50,000, interest ₹49,32,119.
  it("₹1,50,000 on each 1 April of its first 15 years at 8.2% holds ₹71,82,119 at 21 years", () => {
    const terms = account(
      "sukanya_samriddhi",
      "2025-04-01",
      everyFirstOfApril(2025, 15, 150_000),
      8.2,
    );
    expect(terms.endDate).toBe("2046-04-01");
    expect(roundRupees(depositMaturityAmount(terms))).toBe(7_182_119);
  });

  it("opened mid-year, credits the last part-year's interest at maturity", () => {
    const terms = account(
      "sukanya_samriddhi",
      "2025-10-15",
      [{ date: "2025-10-15", amount: 100_000 }],
      8.2,
    );
    expect(terms.endDate).toBe("2046-10-15");
    const years = interestByFinancialYear(terms);
    expect(years.at(-1)?.financial_year).toBe("2046-47");
    // April to September 2046: six whole months before maturity
    const before = depositValueOn(terms, "2046-04-01");
    expect(depositMaturityAmount(terms) - before).toBeCloseTo(
      (before * 6 * 8.2) / 1200,
      6,
    );
  });
});
