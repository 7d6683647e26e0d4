import { describe, expect, it } from "vitest";
import { readFigures } from "./figures.ts";

const read = (message: string) =>
  readFigures(message).map(({ kind, value }) => [kind, value]);

describe("readFigures", () => {
  it.each([
    ["5000", [["number", 5000]]],
    ["5,000", [["amount", 5000]]],
    ["₹5,000", [["amount", 5000]]],
    ["Rs 5000", [["amount", 5000]]],
    ["50k", [["amount", 50_000]]],
    ["5 lakh", [["amount", 500_000]]],
    ["5 lakhs", [["amount", 500_000]]],
    ["5 lac", [["amount", 500_000]]],
    ["1.5 crore", [["amount", 15_000_000]]],
    ["2 cr", [["amount", 20_000_000]]],
    ["12,34,568", [["amount", 1_234_568]]],
    ["0.1 lakh", [["amount", 10_000]]],
    ["8.5%", [["rate", 8.5]]],
    ["8.5 percent", [["rate", 8.5]]],
    ["20 years", [["tenure", 20]]],
    ["20 yrs", [["tenure", 20]]],
    ["18 months", [["tenure", 1.5]]],
    ["5 years 6 months", [["tenure", 5.5]]],
    ["2 yrs and 3 months", [["tenure", 2.25]]],
    ["444 days", [["tenure", 444 / 365]]],
    ["7 months", [["tenure", 7 / 12]]],
    ["5000 months", [["amount", 5000]]],
  ])("%s", (message, expected) => {
    expect(read(message)).toEqual(expected);
  });

  it("reads several figures in the order written", () => {
    expect(read("SIP of ₹5,000 at 12% for 10 years")).toEqual([
      ["amount", 5000],
      ["rate", 12],
      ["tenure", 10],
    ]);
  });

  it("does not take digits inside words, or a unit-like word that is not a unit, as figures", () => {
    expect(read("covid19 relief")).toEqual([]);
    expect(read("5 kids")).toEqual([["number", 5]]);
  });

  it("reads an attached minus sign as negative but not a range dash", () => {
    expect(read("-5%")).toEqual([["rate", -5]]);
    expect(read("5-10 years")).toEqual([
      ["number", 5],
      ["tenure", 10],
    ]);
  });

  it("keeps the words as typed for replies that quote them", () => {
    expect(readFigures("FD for 6 Months")[0]?.text).toBe("6 months");
  });
});
