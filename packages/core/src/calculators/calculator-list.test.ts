import { describe, expect, it } from "vitest";
import { CALCULATOR_LIST, loadCalculatorDetail } from "./calculator-list.ts";
import { calculatorEntry, CALCULATORS } from "./calculator-registry.ts";

// The shell's light list and the registry are one definition (docs/architecture.md#adding-a-calculator):
// the registry is the list with each listing's detail, and a page's detail is the server's.

it("the registry lists the calculators of the light list, in its order", () => {
  expect(CALCULATORS.map(({ slug }) => slug)).toEqual(
    CALCULATOR_LIST.map(({ slug }) => slug),
  );
});

describe.each(
  CALCULATOR_LIST.map((listing) => [listing.slug, listing] as const),
)("the calculator %s", (slug, listing) => {
  it("loads on its page the entry the server has", async () => {
    expect(await loadCalculatorDetail(slug)).toEqual(calculatorEntry(slug));
  });

  it("has in the registry its listing's shortcut and history", () => {
    const entry = calculatorEntry(slug);
    expect(entry.guestShortcut).toBe(
      "guestShortcut" in listing ? listing.guestShortcut : undefined,
    );
    expect(entry.history).toBe(
      "history" in listing ? listing.history : undefined,
    );
  });
});
