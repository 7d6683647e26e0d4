import { describe, expect, it } from "vitest";
import { testInvestment } from "../investments/test-investment.ts";
import { withInvestmentNotifications } from "./investment-notifications.ts";

describe("an overdue warning for an active investment past its end date", () => {
  it("comes the day after the end date", () => {
    const overdue = testInvestment({ id: "late", end_date: "2026-11-21" });
    const [notice] = withInvestmentNotifications([], [overdue], "2026-11-22");
    expect(notice?.type).toBe("warning");
    expect(notice?.message).toContain("21 November 2026");
  });
  it("does not come for a renewed investment past its end date", () => {
    const renewed = testInvestment({
      id: "old",
      end_date: "2026-01-01",
      status: "renewed",
    });
    expect(withInvestmentNotifications([], [renewed], "2026-11-22")).toEqual(
      [],
    );
  });
});
