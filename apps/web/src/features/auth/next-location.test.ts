import { describe, expect, it } from "vitest";
import { nextFromSearch, safeNextPath } from "./next-location.ts";

const ORIGIN = "https://kosh.example";

describe("safeNextPath", () => {
  it.each([
    "/dashboard",
    "/dashboard?x=1",
    "/dashboard?company=2#maturing",
    "/admin",
  ])("keeps %s, a path on this site", (next) => {
    expect(safeNextPath(next, ORIGIN)).toBe(next);
  });

  it.each([
    ["a protocol-relative address", "//evil.example"],
    ["a backslash that the URL parser reads as a slash", "/\\evil.example"],
    ["an absolute address", "https://evil.example"],
    ["a tab hidden between the slashes", "/\t/evil.example"],
    ["a line feed hidden between the slashes", "/\n/evil.example"],
    ["a carriage return hidden between the slashes", "/\r/evil.example"],
    ["a control character inside a path", "/dashboard\u001b"],
    ["a C1 control inside a path", "/dashboard\u0085"],
    ["a dot segment before a second slash", "/.//evil.example"],
    ["an escaped dot segment before a second slash", "/%2e//evil.example"],
    [
      "an escaped dot-dot segment before a second slash",
      "/%2E%2E//evil.example",
    ],
    ["a dot-dot segment back to a second slash", "/dashboard/..//evil.example"],
    ["a dot segment before a backslash", "/./\\evil.example"],
    ["the sign-in screen itself", "/auth?next=%2Fdashboard"],
    ["a relative path", "dashboard"],
    ["nothing", ""],
  ])("refuses %s", (_what, next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
  });

  it("reads the encoded forms from the address bar", () => {
    for (const encoded of [
      "%2F%09%2Fevil.example",
      "/%09/evil.example",
      "/%0a/evil.example",
      "/%0d/evil.example",
    ]) {
      expect(nextFromSearch(`?next=${encoded}`)).toBeNull();
    }
    expect(nextFromSearch("?next=%2Fdashboard%3Fx%3D1")).toBe("/dashboard?x=1");
  });

  it("resolves dot segments as the browser does, keeping a path that stays a path", () => {
    expect(safeNextPath("/./dashboard", ORIGIN)).toBe("/dashboard");
    expect(safeNextPath("/admin/../dashboard?x=1", ORIGIN)).toBe(
      "/dashboard?x=1",
    );
    expect(safeNextPath("/%2e/dashboard", ORIGIN)).toBe("/dashboard");
  });
});
