import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysOfMonthLandingOn,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  parseIsoDate,
} from "./date.ts";

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

describe("dates in Hindi", () => {
  it("name each month and day as Intl's hi-IN does: 1 अक्टूबर 2025", () => {
    const longDate = new Intl.DateTimeFormat("hi-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const monthYear = new Intl.DateTimeFormat("hi-IN", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const text = `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        expect(formatLongDate(text, "hi")).toBe(
          longDate.format(new Date(`${text}T00:00:00Z`)),
        );
      }
      const text = `2026-${String(month).padStart(2, "0")}`;
      expect(formatMonthYear(text, "hi")).toBe(
        monthYear.format(new Date(`${text}-01T00:00:00Z`)),
      );
    }
    // The example (Kosh in Hindi: "dates as 1 अक्टूबर 2025").
    expect(formatLongDate("2025-10-01", "hi")).toBe("1 अक्टूबर 2025");
    expect(formatLongDate("2025-10-01")).toBe("01 October 2025");
  });

  it("write an instant's time as hi-IN does, after its Hindi date", () => {
    const at = new Date(2026, 10, 22, 15, 45);
    expect(formatDateTime(at, "hi")).toBe(
      `22 नवंबर 2026, ${new Intl.DateTimeFormat("hi-IN", { hour: "numeric", minute: "2-digit", hour12: true }).format(at)}`,
    );
    expect(formatDateTime(at)).toMatch(/^22 November 2026, 3:45\s?pm$/);
  });
});

describe("daysOfMonthLandingOn", () => {
  it("gives a day inside its month alone, and a month's last day with every later one", () => {
    expect(daysOfMonthLandingOn("2026-03-11")).toEqual([11]);
    expect(daysOfMonthLandingOn("2026-11-29")).toEqual([29]);
    expect(daysOfMonthLandingOn("2026-11-30")).toEqual([30, 31]);
    expect(daysOfMonthLandingOn("2026-12-31")).toEqual([31]);
    expect(daysOfMonthLandingOn("2026-02-28")).toEqual([28, 29, 30, 31]);
    expect(daysOfMonthLandingOn("2028-02-28")).toEqual([28]);
    expect(daysOfMonthLandingOn("2028-02-29")).toEqual([29, 30, 31]);
  });

  it("is exactly the days addMonths lands on the date from, every day of a leap year and the years around it", () => {
    for (let iso = "2023-01-01"; iso <= "2025-12-31"; iso = addDays(iso, 1)) {
      const year = Number(iso.slice(0, 4));
      const month = Number(iso.slice(5, 7));
      // A January has every day of the month; 12 + month - 1 months on is `iso`'s month.
      const landing = Array.from(
        { length: 31 },
        (_, index) => index + 1,
      ).filter(
        (day) =>
          addMonths(
            `${year - 1}-01-${String(day).padStart(2, "0")}`,
            12 + month - 1,
          ) === iso,
      );
      expect(daysOfMonthLandingOn(iso), iso).toEqual(landing);
    }
  });
});

describe("addMonths", () => {
  /** The same step by the calendar of Date.UTC: the month's first day moved on, then the day kept or clamped. */
  const byDate = (iso: string, months: number) => {
    const [year, month, day] = iso.split("-").map(Number) as [
      number,
      number,
      number,
    ];
    const first = new Date(Date.UTC(year, month - 1 + months, 1));
    const last = new Date(
      Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
    ).getUTCDate();
    first.setUTCDate(Math.min(day, last));
    return first.toISOString().slice(0, 10);
  };

  it("moves every day of a leap year and the years around it as Date.UTC's calendar does, back and on", () => {
    for (let iso = "2023-01-01"; iso <= "2025-12-31"; iso = addDays(iso, 1)) {
      for (const months of [-25, -12, -1, 0, 1, 2, 11, 12, 13, 59, 60, 61, 180])
        expect(addMonths(iso, months), `${iso} + ${months}`).toBe(
          byDate(iso, months),
        );
    }
    // Centuries: 2100 is no leap year, 2000 was.
    expect(addMonths("2099-02-28", 12)).toBe("2100-02-28");
    expect(addMonths("2096-02-29", 48)).toBe("2100-02-28");
    expect(addMonths("1996-02-29", 48)).toBe("2000-02-29");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });

  it("refuses a fraction of a month, which names no date", () => {
    for (const months of [0.5, -1.5, 12.000001, Number.NaN, Infinity])
      expect(() => addMonths("2026-01-31", months), String(months)).toThrow(
        RangeError,
      );
  });
});

describe("parseIsoDate", () => {
  it("reads the date part of an ISO date or instant, and refuses anything else", () => {
    expect(parseIsoDate("2026-11-30")).toEqual({
      year: 2026,
      month: 11,
      day: 30,
    });
    expect(parseIsoDate("0999-01-09T10:00:00Z")).toEqual({
      year: 999,
      month: 1,
      day: 9,
    });
    for (const value of [
      "",
      "2026-11-3",
      "2026/11/30",
      "20261130",
      "２０２６-11-30",
      "2026-1a-30",
      " 2026-11-30",
    ])
      expect(() => parseIsoDate(value), value).toThrow(RangeError);
  });
});
