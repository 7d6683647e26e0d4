import { describe, expect, it } from "vitest";
import { byCode, byName } from "./compare.ts";

describe("text order", () => {
  it("puts names in alphabetical order whatever their case", () => {
    expect(
      [
        "State Bank of India",
        "bajaj Finance",
        "HDFC Bank",
        "Bajaj Finance",
        "axis Bank",
      ].sort(byName),
    ).toEqual([
      "axis Bank",
      "Bajaj Finance",
      "bajaj Finance",
      "HDFC Bank",
      "State Bank of India",
    ]);
    expect(byName("ICICI Bank", "ICICI Bank")).toBe(0);
  });

  it("puts ISO dates, times and financial years in time order", () => {
    expect(
      [
        "2026-11-24T10:00:00Z",
        "2025-01-01",
        "2026-02-03",
        "2026-11-23T23:59:59Z",
      ].sort(byCode),
    ).toEqual([
      "2025-01-01",
      "2026-02-03",
      "2026-11-23T23:59:59Z",
      "2026-11-24T10:00:00Z",
    ]);
    expect(["2025-26", "2023-24", "2024-25"].sort(byCode)).toEqual([
      "2023-24",
      "2024-25",
      "2025-26",
    ]);
    expect(byCode("2025-26", "2025-26")).toBe(0);
  });
});
