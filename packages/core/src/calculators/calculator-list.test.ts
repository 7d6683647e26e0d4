import { describe, expect, it } from "vitest";
import {
  byGroup,
  CALCULATOR_GROUPS,
  CALCULATOR_LIST,
  loadCalculatorDetail,
} from "./calculator-list.ts";
import { calculatorEntry, CALCULATORS } from "./calculator-registry.ts";

// The shell's light list and the registry are one definition (docs/architecture.md#adding-a-calculator):
// the registry is the list with each listing's detail, and a page's detail is the server's.

it("the registry lists the calculators of the light list, in its order", () => {
  expect(CALCULATORS.map(({ slug }) => slug)).toEqual(
    CALCULATOR_LIST.map(({ slug }) => slug),
  );
});

it("lists the calculators group by group, every group with some, in the groups' order", () => {
  const groups = byGroup(CALCULATOR_LIST);
  expect(groups.map(({ group }) => group)).toEqual(CALCULATOR_GROUPS);
  for (const { items } of groups) expect(items.length).toBeGreaterThan(0);
  // The list's own order is the groups' one after another, so no listing sits apart from its group.
  expect(groups.flatMap(({ items }) => items.map(({ slug }) => slug))).toEqual(
    CALCULATOR_LIST.map(({ slug }) => slug),
  );
  expect(
    groups.map(({ group, items }) => [group, items.map(({ slug }) => slug)]),
  ).toEqual([
    ["loans", ["home-loan", "home-loan-amortization"]],
    ["mutual-funds", ["sip", "step-up-sip", "goal-sip", "lumpsum", "swp"]],
    ["bank-deposits", ["fd", "rd"]],
    [
      "schemes",
      [
        "ppf",
        "sukanya-samriddhi",
        "nsc",
        "kvp",
        "scss",
        "post-office-mis",
        "post-office-td",
      ],
    ],
    ["interest", ["simple-interest", "compound-interest"]],
  ]);
});

describe.each(
  CALCULATOR_LIST.map((listing) => [listing.slug, listing] as const),
)("the calculator %s", (slug, listing) => {
  it("loads on its page the entry the server has", async () => {
    expect(await loadCalculatorDetail(slug)).toEqual(calculatorEntry(slug));
  });

  it("has in the registry its listing's group, shortcut and history", () => {
    const entry = calculatorEntry(slug);
    expect(entry.group).toBe(listing.group);
    expect(entry.guestShortcut).toBe(
      "guestShortcut" in listing ? listing.guestShortcut : undefined,
    );
    expect(entry.history).toBe(
      "history" in listing ? listing.history : undefined,
    );
  });
});
