import { describe, expect, it } from "vitest";
import {
  growthPotential,
  portfolioDistribution,
  statusOverview,
  truncateLabel,
  upcomingMaturities,
} from "./chart-data.ts";
import { testInvestment } from "./test-investment.ts";

const today = "2026-03-10";
const company = (name: string) => ({ investment_companies: { name } });

// Newest first, as the API lists them.
const portfolio = [
  testInvestment({
    id: "hdfc-1",
    ...company("HDFC Bank"),
    principal_amount: 200_000,
    maturity_amount: 240_000,
    end_date: "2027-01-15",
  }),
  testInvestment({
    id: "sbi-1",
    ...company("State Bank of India"),
    principal_amount: 100_000,
    maturity_amount: 114_000,
    end_date: "2026-03-10",
  }),
  testInvestment({
    id: "sbi-2",
    ...company("State Bank of India"),
    principal_amount: 50_000,
    maturity_amount: null,
    end_date: "2026-04-01",
  }),
  testInvestment({
    id: "overdue",
    ...company("Bajaj Finance"),
    principal_amount: 75_000,
    end_date: "2026-03-09",
  }),
  testInvestment({
    id: "closed",
    ...company("Post Office"),
    status: "closed",
    end_date: "2027-06-01",
  }),
  testInvestment({
    id: "renewed",
    ...company("HDFC Bank"),
    status: "renewed",
    end_date: "2025-01-15",
  }),
  testInvestment({
    id: "pnb",
    ...company("Punjab National Bank"),
    principal_amount: 10_000,
    end_date: "2028-01-01",
  }),
  testInvestment({
    id: "icici",
    ...company("ICICI Bank"),
    principal_amount: 20_000,
    end_date: "2026-12-31",
  }),
  testInvestment({
    id: "axis",
    ...company("Axis Bank"),
    principal_amount: 30_000,
    end_date: "2026-06-30",
  }),
  testInvestment({
    id: "kotak",
    ...company("Kotak Mahindra Bank"),
    principal_amount: 40_000,
    end_date: "2026-05-05",
  }),
];

describe("the dashboard charts of a mixed portfolio", () => {
  it("distributes only running money by company, largest first, ending today still counting", () => {
    const shares = portfolioDistribution(portfolio, today);
    expect(shares.map((share) => [share.company, share.amount])).toEqual([
      ["HDFC Bank", 200_000],
      ["State Bank of India", 150_000],
      ["Kotak Mahindra Bank", 40_000],
      ["Axis Bank", 30_000],
      ["ICICI Bank", 20_000],
      ["Punjab National Bank", 10_000],
    ]);
    expect(shares[0]?.percent).toBe(44); // 200,000 of 450,000
  });

  it("draws growth for the first 6 active investments with 8-character labels", () => {
    const bars = growthPotential(portfolio);
    expect(bars.map((bar) => bar.id)).toEqual([
      "hdfc-1",
      "sbi-1",
      "sbi-2",
      "overdue",
      "pnb",
      "icici",
    ]);
    expect(bars.map((bar) => bar.label)).toEqual([
      "HDFC Ban…",
      "State Ba…",
      "State Ba…",
      "Bajaj Fi…",
      "Punjab N…",
      "ICICI Ba…",
    ]);
    expect(bars[1]).toMatchObject({
      company: "State Bank of India",
      principal: 100_000,
      maturity: 114_000,
    });
    expect(bars[2]?.maturity).toBe(50_000); // no maturity known: the principal
  });

  it("counts what a payout scheme pays out in its bar's maturity", () => {
    // ₹10,00,000 in SCSS at 8.2 % for 5 years: ₹20,500 a quarter, 20 quarters, ₹4,10,000 paid
    // out, and the principal back (docs/product.md#schemes-in-my-investments).
    const [bar] = growthPotential([
      testInvestment({
        id: "scss",
        ...company("India Post"),
        scheme: "scss",
        principal_amount: 1_000_000,
        maturity_amount: 1_000_000,
        rate_of_interest: 8.2,
        start_date: "2026-04-01",
        end_date: "2031-04-01",
        interest_schedule: "payout_quarterly",
      }),
    ]);
    expect(bar?.principal).toBe(1_000_000);
    expect(bar?.maturity).toBeCloseTo(1_410_000, 6);
  });

  it("lists a payout scheme's maturity as what arrives on the day: the principal back", () => {
    const [entry] = upcomingMaturities(
      [
        testInvestment({
          id: "scss",
          ...company("India Post"),
          scheme: "scss",
          principal_amount: 1_000_000,
          maturity_amount: 1_000_000,
          rate_of_interest: 8.2,
          start_date: "2021-04-01",
          end_date: "2026-04-01",
          interest_schedule: "payout_quarterly",
        }),
      ],
      today,
    );
    expect(entry?.maturity).toBe(1_000_000);
  });

  it("keeps names of 8 characters or fewer whole", () => {
    expect(truncateLabel("Axis")).toBe("Axis");
    expect(truncateLabel("SBI Card")).toBe("SBI Card");
    expect(truncateLabel("Shriram Finance")).toBe("Shriram …");
  });

  it("shares the statuses between Active, Closed and Renewed", () => {
    expect(statusOverview(portfolio)).toEqual([
      { status: "Active", count: 8, percent: 80 },
      { status: "Closed", count: 1, percent: 10 },
      { status: "Renewed", count: 1, percent: 10 },
    ]);
    expect(statusOverview([]).every((share) => share.percent === 0)).toBe(true);
  });

  it("lists the 5 running investments that end soonest, with days left", () => {
    const upcoming = upcomingMaturities(portfolio, today);
    expect(upcoming.map((entry) => [entry.id, entry.daysLeft])).toEqual([
      ["sbi-1", 0],
      ["sbi-2", 22],
      ["kotak", 56],
      ["axis", 112],
      ["icici", 296],
    ]);
  });
});
