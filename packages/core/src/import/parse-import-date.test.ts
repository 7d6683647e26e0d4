import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseImportDate } from "./parse-import-date.ts";

describe("reading a date from a file", () => {
  it.each([
    ["05-04-2024", "2024-04-05"],
    ["5-4-2024", "2024-04-05"],
    ["05/04/2024", "2024-04-05"],
    ["5/4/2024", "2024-04-05"],
    ["05.04.2024", "2024-04-05"],
    ["05 Apr 2024", "2024-04-05"],
    ["5-Apr-2024", "2024-04-05"],
    ["05-APR-2024", "2024-04-05"],
    ["5 April 2024", "2024-04-05"],
    ["5 Sept 2024", "2024-09-05"],
    ["05/Apr/2024", "2024-04-05"],
    ["2024-04-05", "2024-04-05"],
    [" 2024-4-5 ", "2024-04-05"],
    ["29-02-2024", "2024-02-29"],
  ])("reads %j as %s, day first", (text, iso) => {
    expect(parseImportDate(text)).toEqual({ ok: true, value: iso });
  });

  it.each([
    "31-02-2024",
    "29-02-2023",
    "31/04/2024",
    "00-01-2024",
    "15-13-2024",
    "2024-02-30",
    "31 Jun 2024",
    "29-02-1900",
  ])("refuses %j: no such day", (text) => {
    expect(parseImportDate(text)).toEqual({
      ok: false,
      reason: { key: "reason.realDate", values: { value: text } },
    });
  });

  it.each([
    "05-04-24",
    "April 5, 2024",
    "2024/04/05",
    "5 Ap 2024",
    "5 Aprl 2024",
    "45000",
    "",
    "yesterday",
  ])("refuses %j: not a form Kosh reads", (text) => {
    expect(parseImportDate(text)).toEqual({
      ok: false,
      reason: { key: "reason.date", values: { value: text.trim() } },
    });
  });

  it("reads every day that exists, in each form, as the day itself", () => {
    const day = fc
      .date({
        min: new Date("1950-01-01T00:00:00Z"),
        max: new Date("2100-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const month = [
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ];
    fc.assert(
      fc.property(day, (iso) => {
        const [year, mm, dd] = iso.split("-");
        for (const text of [
          `${dd}-${mm}-${year}`,
          `${dd}/${mm}/${year}`,
          `${dd} ${month[Number(mm) - 1]} ${year}`,
          iso,
        ])
          expect(parseImportDate(text)).toEqual({ ok: true, value: iso });
      }),
    );
  });
});
