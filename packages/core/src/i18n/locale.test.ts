import { describe, expect, it } from "vitest";
import { localeOfPath, pathInLocale, pathWithoutLocale } from "./locale.ts";

describe("a page's language, read from its path", () => {
  it.each([
    ["/", "en"],
    ["/sip", "en"],
    ["/hi", "hi"],
    ["/hi/", "hi"],
    ["/hi/sip", "hi"],
    ["/hindi", "en"],
    ["/en/sip", "en"],
  ])("%s is in %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe("the same page in another language", () => {
  it.each([
    ["/", "hi", "/hi"],
    ["/sip", "hi", "/hi/sip"],
    ["/hi/sip", "hi", "/hi/sip"],
    ["/hi/sip", "en", "/sip"],
    ["/hi", "en", "/"],
    ["/hi/", "en", "/"],
    ["/dashboard?filter=fd#list", "hi", "/hi/dashboard?filter=fd#list"],
    ["/hi/dashboard?filter=fd", "en", "/dashboard?filter=fd"],
    ["/?q=1", "hi", "/hi?q=1"],
    ["/hindi", "hi", "/hi/hindi"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });

  it("leaves a path without a language as it is", () => {
    expect(pathWithoutLocale("/sip")).toBe("/sip");
    expect(pathWithoutLocale("/hi/home-loan")).toBe("/home-loan");
  });
});
