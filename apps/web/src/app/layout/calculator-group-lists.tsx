import { useId, type ReactNode } from "react";
import {
  useCalculatorGroups,
  type CalculatorLink,
} from "./calculator-links.ts";

/**
 * The calculators' links under their groups' names (docs/product.md#layout), for the menus and the
 * footer: each group a list that its name labels, so a screen reader says 'Loans, list, 2 items'.
 */
export function CalculatorGroupLists({
  link,
  className,
  labelClassName,
  listClassName,
}: {
  /** One calculator's link, as the menu or the footer draws it. */
  link: (link: CalculatorLink) => ReactNode;
  /** Each group's box. */
  className?: string;
  labelClassName: string;
  listClassName?: string;
}) {
  const id = useId();
  return useCalculatorGroups().map(({ group, label, links }) => (
    <div key={group} className={className}>
      <p id={`${id}${group}`} className={labelClassName}>
        {label}
      </p>
      <ul aria-labelledby={`${id}${group}`} className={listClassName}>
        {links.map((entry) => (
          <li key={entry.href}>{link(entry)}</li>
        ))}
      </ul>
    </div>
  ));
}
