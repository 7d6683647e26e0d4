import { describe, expect, it } from "vitest";
import { formatMonthYear } from "./date.ts";

describe("formatMonthYear", () => {
  it("names each month as Intl's en-IN long month and year do", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const year of [2009, 2026, 2100]) {
      for (let month = 1; month <= 12; month += 1) {
        const text = `${year}-${String(month).padStart(2, "0")}`;
        expect(formatMonthYear(text)).toBe(
          intl.format(new Date(`${text}-01T00:00:00Z`)),
        );
      }
    }
    expect(formatMonthYear("2026-11")).toBe("November 2026");
  });
});
