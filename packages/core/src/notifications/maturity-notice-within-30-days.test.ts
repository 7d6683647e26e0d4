import { describe, expect, it } from "vitest";
import { testInvestment } from "../investments/test-investment.ts";
import { withInvestmentNotifications } from "./investment-notifications.ts";

const today = "2026-11-22";
const now = new Date("2026-11-22T09:00:00Z");
const endingIn = (days: number) => {
  const end = new Date(Date.UTC(2026, 10, 22 + days))
    .toISOString()
    .slice(0, 10);
  return testInvestment({
    id: `fd-${days}`,
    end_date: end,
    maturity_amount: 107_000,
  });
};

describe("a maturity notice for an investment ending within 30 days", () => {
  it("comes for an end date 1, 10 and 30 days away", () => {
    for (const days of [1, 10, 30]) {
      const [notice] = withInvestmentNotifications(
        [],
        [endingIn(days)],
        today,
        now,
      );
      expect(notice?.type).toBe("maturity");
      expect(notice?.actionUrl).toBe(`/dashboard?investment=fd-${days}`);
      expect(notice?.read).toBe(false);
    }
  });
  it("names the date and the investment", () => {
    const [notice] = withInvestmentNotifications(
      [],
      [endingIn(10)],
      today,
      now,
    );
    expect(notice?.title).toBe("Matures in 10 days");
    expect(notice?.message).toContain("02 December 2026");
    expect(notice?.message).toContain("State Bank of India");
  });
  it("does not come for today, 31 days away, or for closed investments", () => {
    expect(
      withInvestmentNotifications([], [endingIn(0), endingIn(31)], today, now),
    ).toEqual([]);
    const closed = { ...endingIn(10), status: "closed" as const };
    expect(withInvestmentNotifications([], [closed], today, now)).toEqual([]);
  });
});
