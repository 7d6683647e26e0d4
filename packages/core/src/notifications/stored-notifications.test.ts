import { describe, expect, it } from "vitest";
import type { AppNotification } from "./investment-notifications.ts";
import { parseStoredNotifications } from "./stored-notifications.ts";

const notice = (id: string, timestamp: string): AppNotification => ({
  id,
  type: "maturity",
  title: "Matures in 10 days",
  message: "Your Fixed Deposit matures soon.",
  timestamp,
  read: false,
  actionUrl: `/dashboard?investment=${id}`,
});

describe("notifications read back from browser storage", () => {
  it("reads nothing stored as an empty list", () => {
    expect(parseStoredNotifications(null)).toEqual([]);
    expect(parseStoredNotifications("not json")).toEqual([]);
    expect(parseStoredNotifications('{"id":"x"}')).toEqual([]);
  });

  it("drops malformed entries and keeps the rest, newest first", () => {
    const stored = [
      notice("a", "2026-01-01T00:00:00.000Z"),
      { id: "broken" },
      notice("b", "2026-02-01T00:00:00.000Z"),
    ];
    expect(
      parseStoredNotifications(JSON.stringify(stored)).map((entry) => entry.id),
    ).toEqual(["b", "a"]);
  });

  it("keeps at most the 50 newest", () => {
    const stored = Array.from({ length: 60 }, (_, index) =>
      notice(
        `n${index}`,
        new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      ),
    );
    const kept = parseStoredNotifications(JSON.stringify(stored));
    expect(kept).toHaveLength(50);
    expect(kept[0]?.id).toBe("n59");
    expect(kept.at(-1)?.id).toBe("n10");
  });
});
