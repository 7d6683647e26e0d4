import { CALCULATORS } from "@kosh/core/calculators/calculator-registry";

/**
 * The public calculators (docs/product.md#screens-and-routes), in the order the menus and footer
 * list them: the registry's (calculator-registry.ts).
 */
export const CALCULATOR_LINKS = CALCULATORS.map((entry) => ({
  href: `/${entry.slug}`,
  label: entry.menuLabel,
  guestShortcut: "guestShortcut" in entry && entry.guestShortcut,
}));

/** What a guest sees in the top bar instead of the Calculators dropdown. */
export const GUEST_SHORTCUTS = CALCULATOR_LINKS.filter(
  (link) => link.guestShortcut,
);
