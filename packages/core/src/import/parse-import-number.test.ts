import { describe, expect, it } from "vitest";
import { MAX_INVESTMENT_RATE } from "../contracts/investments.ts";
import { parseImportAmount, parseImportRate } from "./parse-import-number.ts";

describe("reading an amount from a file", () => {
  it.each([
    ["1234568.50", 1_234_568.5],
    ["12,34,568.50", 1_234_568.5],
    ["1,234,568.50", 1_234_568.5],
    ["₹12,34,568.50", 1_234_568.5],
    ["₹ 12,34,568", 1_234_568],
    ["Rs. 1,50,000", 150_000],
    ["Rs 1,50,000/-", 150_000],
    ["rs.150000", 150_000],
    ["INR 1,50,000.00", 150_000],
    ["1,000", 1_000],
    ["10,00,00,00,000", 1e10],
    ["0.01", 0.01],
    ["150000.755", 150_000.76],
  ])("reads %j as %d rupees", (text, rupees) => {
    expect(parseImportAmount(text)).toEqual({ ok: true, value: rupees });
  });

  it.each([
    "1,50,0000",
    "15,0000",
    "1.234,56",
    "12,3",
    "abc",
    "₹",
    "1e5",
    "1 lakh",
    "--5",
  ])("refuses %j: not an amount", (text) => {
    expect(parseImportAmount(text)).toEqual({
      ok: false,
      reason: { key: "reason.amount", values: { value: text } },
    });
  });

  it.each(["0", "-5000", "0.004", "₹0"])(
    "refuses %j: not more than ₹0",
    (text) => {
      expect(parseImportAmount(text)).toMatchObject({
        ok: false,
        reason: { key: "reason.greaterThanZero" },
      });
    },
  );

  it("refuses more than ₹10,000 crore, the ledger's most", () => {
    expect(parseImportAmount("10,000,00,00,001").ok).toBe(false);
    expect(parseImportAmount("100000000001")).toMatchObject({
      ok: false,
      reason: { key: "reason.atMostAmount" },
    });
    expect(parseImportAmount("1,00,00,00,00,000")).toEqual({
      ok: true,
      value: 1e11,
    });
  });
});

describe("reading a rate of interest from a file", () => {
  it.each([
    ["7.25", 7.25],
    ["7.25%", 7.25],
    ["7.25 %", 7.25],
    ["7.25% p.a.", 7.25],
    ["7 pa", 7],
    ["0", 0],
    [".5", 0.5],
    ["50", 50],
  ])("reads %j as %d %", (text, rate) => {
    expect(parseImportRate(text)).toEqual({ ok: true, value: rate });
  });

  it.each(["250 %", "50.01", "-1"])("refuses %j, outside 0 – 50 %", (text) => {
    expect(parseImportRate(text)).toEqual({
      ok: false,
      reason: {
        key: "reason.rateRange",
        values: { value: text.replace(/\s*%$/, ""), max: MAX_INVESTMENT_RATE },
      },
    });
  });

  it.each(["seven", "7,25", "7.2.5", "%"])("refuses %j: not a rate", (text) => {
    expect(parseImportRate(text)).toEqual({
      ok: false,
      reason: { key: "reason.rate", values: { value: text } },
    });
  });
});
