import { describe, expect, it } from "vitest";
import { testInvestment } from "../investments/test-investment.ts";
import {
  withInvestmentNotifications,
  type AppNotification,
} from "./investment-notifications.ts";

describe("a notice about an investment since renewed or closed goes away", () => {
  const today = "2026-11-22";
  const soon = testInvestment({
    id: "soon",
    end_date: "2026-12-02",
    maturity_amount: 200_000,
  });
  const overdue = testInvestment({ id: "overdue", end_date: "2026-11-01" });
  const notices = withInvestmentNotifications([], [soon, overdue], today);
  const announcement: AppNotification = {
    id: "welcome",
    type: "reminder",
    title: "Welcome",
    message: "Not about an investment",
    timestamp: "2026-11-01T08:00:00.000Z",
    read: false,
  };

  it("starts with the maturity and milestone notices of one and the overdue warning of the other", () => {
    expect(notices.map((notice) => notice.id).sort()).toEqual([
      "maturity-soon",
      "milestone-soon",
      "warning-overdue",
    ]);
  });

  it("drops every notice of a renewed investment, read or not, and adds none for it", () => {
    const read = notices.map((notice) => ({ ...notice, read: true }));
    const renewal = testInvestment({
      id: "renewal",
      start_date: "2026-12-02",
      end_date: "2027-12-02",
      renewal_reference_id: "soon",
    });
    const next = withInvestmentNotifications(
      read,
      [{ ...soon, status: "renewed" }, overdue, renewal],
      today,
    );
    expect(next.map((notice) => notice.id)).toEqual(["warning-overdue"]);
  });

  it("drops the warning of a closed investment and keeps the rest as they were", () => {
    const next = withInvestmentNotifications(
      [...notices, announcement],
      [soon, { ...overdue, status: "closed" }],
      today,
    );
    expect(next.map((notice) => notice.id).sort()).toEqual([
      "maturity-soon",
      "milestone-soon",
      "welcome",
    ]);
    expect(next.find((notice) => notice.id === "maturity-soon")).toEqual(
      notices.find((notice) => notice.id === "maturity-soon"),
    );
  });

  it("keeps the notices of an investment the list does not hold", () => {
    // The list may answer without it (loaded before it was added elsewhere); nothing says it ended.
    expect(withInvestmentNotifications(notices, [overdue], today)).toEqual(
      notices,
    );
  });
});
