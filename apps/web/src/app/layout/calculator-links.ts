import {
  byGroup,
  CALCULATOR_LIST,
  type CalculatorGroup,
} from "@kosh/core/calculators/calculator-list";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";

export interface CalculatorLink {
  href: string;
  /** Its name in the menus, in the page's language. */
  label: string;
  group: CalculatorGroup;
  guestShortcut: boolean;
}

/**
 * The public calculators (docs/product.md#screens-and-routes), in the order the menus and footer
 * list them: the registry's light list (calculator-list.ts), named in the page's language.
 */
export function useCalculatorLinks(): CalculatorLink[] {
  // Their names are the frame's words (app/messages), one file per language with the rest.
  const t = useMessages(appMessages);
  return CALCULATOR_LIST.map((entry) => ({
    href: `/${entry.slug}`,
    label: t(`${entry.slug}.menuLabel`),
    group: entry.group,
    guestShortcut: "guestShortcut" in entry && entry.guestShortcut,
  }));
}

/** The calculators' links under their groups (docs/product.md#layout), each group with its name. */
export function useCalculatorGroups(): {
  group: CalculatorGroup;
  label: string;
  links: CalculatorLink[];
}[] {
  const t = useMessages(appMessages);
  return byGroup(useCalculatorLinks()).map(({ group, items }) => ({
    group,
    label: t(`group.${group}`),
    links: items,
  }));
}

/** What a guest sees in the top bar instead of the Calculators dropdown. */
export function useGuestShortcuts(): CalculatorLink[] {
  return useCalculatorLinks().filter((link) => link.guestShortcut);
}
