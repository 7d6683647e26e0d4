import { describe, expect, it } from "vitest";
import {
  CALCULATORS,
  type CalculatorApi,
  type CalculatorDetail,
} from "./calculator-registry.ts";
import { CALCULATOR_GROUPS } from "./calculator-list.ts";
import { labelledFields, wordKey } from "./calculator-words.ts";
import words from "./messages/en.ts";
import cards from "./messages/cards/en.ts";
import names from "./messages/names/en.ts";
import hindiCards from "./messages/cards/hi.ts";
import hindiNames from "./messages/names/hi.ts";
import { amortizationFields } from "./details/home-loan-amortization.ts";

/** Every word the registry's structure asks for, by calculator. */
function keysOfEntry(entry: (typeof CALCULATORS)[number]): string[] {
  const keys = ["title", "chatName"];
  for (const field of entry.fields) {
    keys.push(`field.${field.key}`);
    if ("namesZero" in field && field.namesZero)
      keys.push(`field.${field.key}.zero`);
  }
  const { choices = [] }: CalculatorDetail = entry;
  for (const choice of choices) {
    keys.push(
      `field.${choice.key}`,
      ...choice.options.map(
        (option) => `field.${choice.key}.option.${String(option)}`,
      ),
    );
  }
  if ("api" in entry) {
    keys.push("intro", ...entry.api.results.map((key) => `result.${key}`));
  }
  if ("history" in entry) {
    keys.push("history.name");
    if ("saves" in entry.history && entry.history.saves)
      keys.push("history.title", "history.toastTitle", "history.toastMessage");
  }
  return keys.map((key) => wordKey(entry.slug, key));
}

describe("the calculators' words", () => {
  it("has every word the registry asks for, and none it does not", () => {
    const asked = CALCULATORS.flatMap(keysOfEntry).sort();
    expect(Object.keys(words).sort()).toEqual(asked);
  });

  const groupNames = CALCULATOR_GROUPS.map((group) => `group.${group}`);

  it("gives every calculator a card on the home page and names its groups, and nothing else", () => {
    expect(Object.keys(cards).sort()).toEqual(
      [
        ...groupNames,
        ...CALCULATORS.flatMap(({ slug }) => [
          `${slug}.card.body`,
          `${slug}.card.title`,
        ]),
      ].sort(),
    );
  });

  it("names every calculator and every group in the menus, and nothing else", () => {
    expect(Object.keys(names).sort()).toEqual(
      [
        ...groupNames,
        ...CALCULATORS.map(({ slug }) => `${slug}.menuLabel`),
      ].sort(),
    );
  });

  it("heads the home page's groups with the menus' group names, in English and Hindi", () => {
    for (const key of groupNames) {
      expect(cards[key as keyof typeof cards]).toBe(
        names[key as keyof typeof names],
      );
      expect(hindiCards[key as keyof typeof hindiCards]).toBe(
        hindiNames[key as keyof typeof hindiNames],
      );
    }
  });

  it("labels a page's sliders in the dictionary's language", () => {
    const english = labelledFields(
      "home-loan-amortization",
      amortizationFields,
      (key) => words[key],
    );
    expect(english.map((field) => field.label)).toEqual([
      "Loan Amount",
      "Interest Rate",
      "Tenure",
      "Extra Payment",
    ]);
    expect(english.at(-1)?.zeroLabel).toBe("No Extra Payment");
    expect(english[0]?.zeroLabel).toBeUndefined();
  });

  it("grows from two of the results, which are labelled already", () => {
    for (const entry of CALCULATORS) {
      if (!("api" in entry) || !("growth" in entry.api)) continue;
      const { invested, returns } = entry.api.growth;
      expect(entry.api.results).toEqual(
        expect.arrayContaining([invested, returns]),
      );
    }
  });

  it("draws withdrawals from two of the results, and counts months only of its results", () => {
    for (const entry of CALCULATORS) {
      if (!("api" in entry)) continue;
      const api: CalculatorApi = entry.api;
      const named = [
        ...(api.withdrawals
          ? [api.withdrawals.withdrawn, api.withdrawals.left]
          : []),
        ...(api.months ?? []),
      ];
      expect(api.results).toEqual(expect.arrayContaining(named));
    }
  });
});
