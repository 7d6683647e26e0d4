import { describe, expect, it } from "vitest";
import { formatMonths } from "./period.ts";
import { formatTerm } from "../calculators/term.ts";
import { formatCount } from "./period.ts";

describe("a period in words", () => {
  it.each([
    [1, "year", "1 year", "1 साल"],
    [20, "year", "20 years", "20 साल"],
    [1, "month", "1 month", "1 महीना"],
    [6, "month", "6 months", "6 महीने"],
    [444, "day", "444 days", "444 दिन"],
  ] as const)("%i %s: %s, %s", (count, unit, english, hindi) => {
    expect(formatCount(count, unit)).toBe(english);
    expect(formatCount(count, unit, "hi")).toBe(hindi);
  });

  it("writes a loan's months as years and months in either language", () => {
    expect(formatMonths(220)).toBe("18 years 4 months");
    expect(formatMonths(220, "hi")).toBe("18 साल 4 महीने");
    expect(formatMonths(13, "hi")).toBe("1 साल 1 महीना");
    expect(formatMonths(0, "hi")).toBe("0 महीने");
    expect(formatTerm(18, "months", "hi")).toBe("18 महीने");
    expect(formatTerm(444, "days")).toBe("444 days");
  });
});
