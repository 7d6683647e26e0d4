import { describe, expect, it } from "vitest";
import { maturityEstimate } from "./maturity-estimate.ts";

describe("the add form's maturity estimate", () => {
  it("keeps a term deposit's estimate: ₹1,00,000 at 7% quarterly for 5 years is ₹1,41,478", () => {
    expect(
      maturityEstimate(
        100_000,
        7,
        "2020-01-01",
        "2025-01-01",
        "cumulative_quarterly",
      ),
    ).toBe(141_478);
  });

  it("counts a recurring deposit by its instalments: ₹5,000 a month for 5 years at 6.7% is ₹3,56,829", () => {
    expect(
      maturityEstimate(
        300_000,
        6.7,
        "2025-01-10",
        "2030-01-10",
        "cumulative_quarterly",
        { scheme: "recurring_deposit", monthlyInstalment: 5_000 },
      ),
    ).toBe(356_829);
  });

  it("counts a new PPF account from its opening deposit alone, credited each 31 March", () => {
    // ₹1,50,000 on 1 April 2020 at 7.1% for the 16 financial years to 1 April 2036
    expect(
      maturityEstimate(150_000, 7.1, "2020-04-01", "2036-04-01", null, {
        scheme: "ppf",
      }),
    ).toBe(Math.round(150_000 * 1.071 ** 16));
  });

  it("gives a payout scheme's deposit back at maturity", () => {
    expect(
      maturityEstimate(1_500_000, 8.2, "2026-03-01", "2031-03-01", null, {
        scheme: "scss",
      }),
    ).toBe(1_500_000);
  });
});
