import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { todayIso } from "./date.ts";

describe("today's date", () => {
  it("is the device's own calendar date when no time zone is named", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(todayIso(new Date(2026, 11, 31, 0, 0))).toBe("2026-12-31");
  });

  it("agrees with Intl's calendar date for the device's zone at any instant", () => {
    const deviceDate = new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1990-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(todayIso(instant)).toBe(deviceDate.format(instant));
        },
      ),
    );
  });

  it("is the date in the named zone, which may already be tomorrow", () => {
    const evening = new Date("2026-03-31T20:00:00Z");
    expect(todayIso(evening, "Asia/Kolkata")).toBe("2026-04-01");
    expect(todayIso(evening, "America/New_York")).toBe("2026-03-31");
    // The same zone again, from the formatter kept for it.
    expect(todayIso(new Date("2026-04-01T18:29:00Z"), "Asia/Kolkata")).toBe(
      "2026-04-01",
    );
  });
});
