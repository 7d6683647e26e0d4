import { describe, expect, it } from "vitest";
import { testInvestment } from "../investments/test-investment.ts";
import { withInvestmentNotifications } from "./investment-notifications.ts";

const farEnd = "2030-01-01";

describe("a milestone notice when the total return is above 50% of the principal", () => {
  it("comes at 50% plus one rupee", () => {
    const doubled = testInvestment({
      id: "nsc",
      principal_amount: 100_000,
      maturity_amount: 150_001,
      end_date: farEnd,
    });
    const notices = withInvestmentNotifications([], [doubled], "2026-11-22");
    expect(notices.map((n) => n.type)).toEqual(["milestone"]);
    expect(notices[0]?.message).toContain("₹1,50,001");
  });
  it("does not come at exactly 50%, nor without a maturity amount", () => {
    const half = testInvestment({
      id: "half",
      principal_amount: 100_000,
      maturity_amount: 150_000,
      end_date: farEnd,
    });
    const unknown = testInvestment({
      id: "unknown",
      maturity_amount: null,
      end_date: farEnd,
    });
    expect(
      withInvestmentNotifications([], [half, unknown], "2026-11-22"),
    ).toEqual([]);
  });
});
