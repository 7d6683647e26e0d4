import { describe, expect, it } from "vitest";
import { accountAggregatorTermDeposit } from "./account-aggregator-term-deposit.ts";
import { testInvestment } from "./test-investment.ts";

describe("a term deposit under the Account Aggregator's names (docs/product.md#your-data)", () => {
  it("gives a quarterly cumulative FD its Summary attributes beside Kosh's own", () => {
    const fd = testInvestment({
      id: "fd",
      principal_amount: 250_000,
      rate_of_interest: 7.1,
      start_date: "2025-04-01",
      end_date: "2026-04-01",
      maturity_amount: 268_213,
      interest_schedule: "cumulative_quarterly",
      account_number: "30211234567",
    });
    expect(accountAggregatorTermDeposit(fd)).toEqual({
      principalAmount: 250_000,
      interestRate: 7.1,
      openingDate: "2025-04-01",
      maturityDate: "2026-04-01",
      maturityAmount: 268_213,
      tenureDays: 365,
      compoundingFrequency: "QUARTERLY",
      interestPayout: "MATURITY",
      interestComputation: "COMPOUND",
      maskedAccNumber: "XXXXXXX4567",
    });
  });

  it("says a payout deposit pays each period and compounds nothing", () => {
    const payout = accountAggregatorTermDeposit(
      testInvestment({ id: "p", interest_schedule: "payout_half_yearly" }),
    );
    expect(payout).toMatchObject({
      compoundingFrequency: null,
      interestPayout: "HALF_YEARLY",
      interestComputation: "SIMPLE",
      maskedAccNumber: null,
    });
  });

  it("leaves the schedule's attributes empty when none is recorded", () => {
    expect(
      accountAggregatorTermDeposit(testInvestment({ id: "n" })),
    ).toMatchObject({
      compoundingFrequency: null,
      interestPayout: null,
      interestComputation: null,
    });
  });

  it("gives no term-deposit summary for a PPF account", () => {
    expect(
      accountAggregatorTermDeposit(
        testInvestment({ id: "ppf", scheme: "ppf" }),
      ),
    ).toBeNull();
  });
});
