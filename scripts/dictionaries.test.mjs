// Every message Kosh shows has its text in each language, with the same placeholders
// (docs/decisions/0038-hindi-with-typed-dictionaries.md): a dictionary is a `messages/` folder, or
// a folder inside one, holding one module per language (en.ts, hi.ts …), in the web app, the
// server or the core.
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../packages/core/src/i18n/locale.ts";
import { placeholderMismatches } from "../packages/core/src/i18n/messages.ts";

const modules = import.meta.glob(
  [
    "../apps/web/src/**/messages/**/*.ts",
    "../apps/server/src/**/messages/**/*.ts",
    "../packages/core/src/**/messages/**/*.ts",
  ],
  { eager: true },
);

/** The dictionaries by folder, each language's module's default export by its code. */
const dictionaries = new Map();
for (const [file, module] of Object.entries(modules)) {
  const language = /\/(\w+)\.ts$/.exec(file)?.[1];
  if (!LOCALES.includes(language)) continue;
  const folder = dirname(file);
  dictionaries.set(folder, {
    ...dictionaries.get(folder),
    [language]: module.default,
  });
}

describe("the dictionaries", () => {
  it("are found", () => {
    expect(dictionaries.size).toBeGreaterThan(0);
  });

  describe.each([...dictionaries.keys()])("%s", (folder) => {
    const byLanguage = dictionaries.get(folder);

    it("has a module for every language", () => {
      expect(Object.keys(byLanguage).sort()).toEqual([...LOCALES].sort());
    });

    it("says every English message in each language, with the same placeholders", () => {
      expect(placeholderMismatches(byLanguage)).toEqual([]);
    });

    it("has no message that English lacks", () => {
      for (const locale of LOCALES) {
        expect(Object.keys(byLanguage[locale] ?? {}).sort()).toEqual(
          Object.keys(byLanguage.en).sort(),
        );
      }
    });

    it("leaves no message empty", () => {
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(byLanguage[locale] ?? {})) {
          expect(text.trim(), `${locale}.${key}`).not.toBe("");
        }
      }
    });
  });
});
