import { describe, expect, it } from "vitest";
import {
  localeOfLanguageHeader,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
} from "./locale.ts";

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

describe("the language a request asks for", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["hi-IN", "hi"],
    ["hi", "hi"],
    ["HI-in", "hi"],
    ["en-IN", "en"],
    ["fr-FR, hi;q=0.8, en;q=0.5", "hi"],
    ["en-IN, hi;q=0.9", "en"],
    ["hi;q=0.4, en;q=0.9", "en"],
    ["hi;q=0", "en"],
    ["de, fr", "en"],
    ["*", "en"],
  ])("%s is answered in %s", (header, locale) => {
    expect(localeOfLanguageHeader(header)).toBe(locale);
  });
});
