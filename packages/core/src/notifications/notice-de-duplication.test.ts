import { describe, expect, it } from "vitest";
import { testInvestment } from "../investments/test-investment.ts";
import {
  capNotifications,
  noticeKey,
  unreadBadge,
  withInvestmentNotifications,
  type AppNotification,
} from "./investment-notifications.ts";

describe("de-duplication, the 50 cap and the badge", () => {
  const soon = testInvestment({
    id: "soon",
    end_date: "2026-12-02",
    maturity_amount: 200_000,
  });

  it("skips a notice when one of the same type already mentions the investment, even if read", () => {
    const first = withInvestmentNotifications(
      [],
      [soon],
      "2026-11-22",
      new Date("2026-11-22T08:00:00Z"),
    );
    expect(first.map((n) => n.type).sort()).toEqual(["maturity", "milestone"]);
    const readAll = first.map((n) => ({ ...n, read: true }));
    const second = withInvestmentNotifications(
      readAll,
      [soon],
      "2026-11-23",
      new Date("2026-11-23T08:00:00Z"),
    );
    expect(second).toEqual(readAll);
  });

  it("adds a different type for the same investment", () => {
    const maturityOnly = withInvestmentNotifications(
      [],
      [soon],
      "2026-11-22",
    ).filter((n) => n.type === "maturity");
    const later = withInvestmentNotifications(
      maturityOnly,
      [soon],
      "2026-11-22",
    );
    expect(later.filter((n) => n.type === "milestone")).toHaveLength(1);
    expect(later.filter((n) => n.type === "maturity")).toHaveLength(1);
  });

  it("keeps the 50 newest", () => {
    const many: AppNotification[] = Array.from({ length: 60 }, (_, i) => ({
      id: `n${i}`,
      type: "reminder",
      title: "t",
      message: "m",
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      read: false,
    }));
    const capped = capNotifications(many);
    expect(capped).toHaveLength(50);
    expect(capped[0]?.id).toBe("n59");
    expect(capped.at(-1)?.id).toBe("n10");
  });

  it("keeps the first 50 notices of many investments due at once, in the list's order, and adds none of them twice", () => {
    // 120 deposits maturing within the week: a maturity notice each (and nothing else).
    const due = Array.from({ length: 120 }, (_, index) =>
      testInvestment({
        id: `due-${index}`,
        end_date: "2026-11-25",
        maturity_amount: 100_000,
      }),
    );
    const first = withInvestmentNotifications(
      [],
      due,
      "2026-11-22",
      new Date("2026-11-22T08:00:00Z"),
    );
    expect(first).toHaveLength(50);
    expect(first.map(noticeKey)).toEqual(
      due.slice(0, 50).map((investment) => `maturity:${investment.id}`),
    );
    // A day later the 50 kept are not written again, so the next 50 come in (the newest first).
    const second = withInvestmentNotifications(
      first,
      due,
      "2026-11-23",
      new Date("2026-11-23T08:00:00Z"),
    );
    expect(second.map(noticeKey)).toEqual(
      due.slice(50, 100).map((investment) => `maturity:${investment.id}`),
    );
  });

  it("caps the unread badge at 99+", () => {
    const unread = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: String(i),
        type: "reminder" as const,
        title: "",
        message: "",
        timestamp: "",
        read: false,
      }));
    expect(unreadBadge([])).toBeNull();
    expect(unreadBadge(unread(7))).toBe("7");
    expect(unreadBadge(unread(99))).toBe("99");
    expect(unreadBadge(unread(100))).toBe("99+");
  });
});

describe("dismissed notices", () => {
  it("are not generated again for the same investment and type, while others still are", () => {
    const soon = testInvestment({
      id: "dismissed-soon",
      end_date: "2026-12-02",
      maturity_amount: 200_000,
    });
    const first = withInvestmentNotifications([], [soon], "2026-11-22");
    const maturity = first.find((notice) => notice.type === "maturity")!;

    const again = withInvestmentNotifications(
      [],
      [soon],
      "2026-11-23",
      new Date(),
      new Set([noticeKey(maturity)!]),
    );

    expect(noticeKey(maturity)).toBe("maturity:dismissed-soon");
    expect(again.map((notice) => notice.type)).toEqual(["milestone"]);
  });
});
