import { describe, expect, it } from "vitest";
import { reminderSettingsRequest, remindersToCome } from "./reminders.ts";

describe("remindersToCome", () => {
  it("gives each lead time on its own day while the deposit is far off", () => {
    expect(remindersToCome(20, [7, 0])).toEqual([
      { leadDays: 7, inDays: 13 },
      { leadDays: 0, inDays: 20 },
    ]);
  });

  it("sends only the nearest passed lead time at once, not the longer ones too", () => {
    expect(remindersToCome(5, [30, 15, 7, 0])).toEqual([
      { leadDays: 7, inDays: 0 },
      { leadDays: 0, inDays: 5 },
    ]);
  });

  it("gives the on-the-day reminder on the end date, and nothing after it", () => {
    expect(remindersToCome(0, [7, 0])).toEqual([{ leadDays: 0, inDays: 0 }]);
    expect(remindersToCome(-1, [7, 0])).toEqual([]);
  });

  it("gives nothing due today when every lead time is shorter than the days left", () => {
    expect(remindersToCome(40, [30])).toEqual([{ leadDays: 30, inDays: 10 }]);
    expect(remindersToCome(3, [])).toEqual([]);
  });
});

describe("the settings contract", () => {
  it("refuses a lead time that is not offered, naming the field", () => {
    const parsed = reminderSettingsRequest.safeParse({
      enabled: true,
      lead_days: [10],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "Lead times must each be one of 30, 15, 7, 3, 1 or 0 days",
    );
  });

  it("refuses a lead time given twice", () => {
    const parsed = reminderSettingsRequest.safeParse({
      enabled: true,
      lead_days: [7, 7],
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      "Lead times must each be chosen once",
    );
  });
});
