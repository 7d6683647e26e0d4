import { describe, expect, it } from "vitest";
import { compoundInterest } from "./compound-interest.ts";

// docs/product.md#formulas-and-known-answers: P·(1 + r/(100·n))^(n·t).
describe("compound interest by compounding frequency", () => {
  // NCERT Mathematics, Class 8, "Comparing Quantities": ₹8,000 for 1½ years at 10 % a year
  // compounded half-yearly amounts to ₹9,261, compound interest ₹1,261.
  it("₹8,000 at 10% for 1½ years, half-yearly, is ₹9,261 (NCERT Class 8)", () => {
    expect(
      compoundInterest({
        principal: 8000,
        rate: 10,
        time: 1.5,
        frequency: "half-yearly",
      }),
    ).toEqual({
      compoundAmount: 9261,
      compoundInterest: 1261,
      principal: 8000,
    });
  });

  it("yearly when not said, as the page always had it: ₹1,00,000 at 10% for 2 years is ₹1,21,000", () => {
    expect(
      compoundInterest({ principal: 100_000, rate: 10, time: 2 })
        .compoundAmount,
    ).toBe(121_000);
  });

  it("₹1,00,000 at 12% for a year: ₹1,12,551 quarterly, ₹1,12,683 monthly", () => {
    // (1.03)^4 = 1.12550881; (1.01)^12 = 1.12682503.
    const at = (frequency: "quarterly" | "monthly") =>
      compoundInterest({ principal: 100_000, rate: 12, time: 1, frequency })
        .compoundAmount;
    expect(at("quarterly")).toBe(112_551);
    expect(at("monthly")).toBe(112_683);
  });

  it("compounding more often never earns less", () => {
    for (const rate of [1, 6.5, 8.5, 20])
      for (const time of [0.5, 1, 5, 30]) {
        const amounts = (
          ["yearly", "half-yearly", "quarterly", "monthly"] as const
        ).map(
          (frequency) =>
            compoundInterest({ principal: 100_000, rate, time, frequency })
              .compoundAmount,
        );
        for (let i = 1; i < amounts.length; i += 1)
          expect(amounts[i]).toBeGreaterThanOrEqual(amounts[i - 1] ?? 0);
      }
  });
});
