import { describe, expect, it } from "vitest";
import { portfolioSummary } from "./portfolio-summary.ts";
import { renewalChains } from "./renewal-chains.ts";
import { testInvestment } from "./test-investment.ts";

// ₹1,00,000 FD renewed twice: each renewal reinvests the previous maturity amount.
const first = testInvestment({
  id: "a",
  principal_amount: 100_000,
  maturity_amount: 107_000,
  status: "renewed",
  end_date: "2025-01-01",
});
const second = testInvestment({
  id: "b",
  principal_amount: 107_000,
  maturity_amount: 114_490,
  status: "renewed",
  end_date: "2026-01-01",
  renewal_reference_id: "a",
});
const third = testInvestment({
  id: "c",
  principal_amount: 114_490,
  maturity_amount: 122_504,
  status: "active",
  end_date: "2027-01-01",
  renewal_reference_id: "b",
});
const other = testInvestment({
  id: "d",
  principal_amount: 50_000,
  maturity_amount: 60_000,
  status: "active",
  end_date: "2026-12-10",
});
const closed = testInvestment({
  id: "e",
  principal_amount: 80_000,
  maturity_amount: 90_000,
  status: "closed",
});

describe("a renewal chain with two renewals", () => {
  const newestFirst = [other, third, closed, second, first];

  it("shows the newest investment as the row and the two it replaced under it, newest first", () => {
    const chains = renewalChains(newestFirst);
    expect(chains.map((chain) => chain.head.id)).toEqual(["d", "c", "e"]);
    expect(chains[1]?.previous.map((investment) => investment.id)).toEqual([
      "b",
      "a",
    ]);
  });

  it("counts only the earliest principal of the chain in Total Invested", () => {
    const summary = portfolioSummary(newestFirst, "2026-11-22");
    expect(summary.totalInvested).toBe(100_000 + 50_000);
    expect(summary.expectedMaturity).toBe(122_504 + 60_000);
    expect(summary.expectedReturns).toBe(122_504 + 60_000 - 150_000);
    expect(summary.activeInvestments).toBe(2);
  });

  it("counts as ready to renew what ends within 30 days", () => {
    expect(portfolioSummary(newestFirst, "2026-11-22").readyToRenew).toBe(1);
    expect(portfolioSummary(newestFirst, "2026-12-15").readyToRenew).toBe(2);
  });

  it("survives a reference to an investment that is not in the list", () => {
    const orphan = testInvestment({ id: "x", renewal_reference_id: "missing" });
    expect(renewalChains([orphan])).toEqual([{ head: orphan, previous: [] }]);
  });
});
