import { holdsEnglish } from "@kosh/core/i18n/english-left";

/** Attributes a person reads or hears, besides the text itself. */
export const READ_ATTRIBUTES = [
  "aria-label",
  "placeholder",
  "title",
  "alt",
] as const;

/**
 * The texts under `container` that still hold an English word (three Latin letters or more, core's `holdsEnglish`):
 * its text nodes and the attributes read aloud (aria-label, placeholder, title, alt), for the
 * Hindi screens' tests (docs/decisions/0038-hindi-with-typed-dictionaries.md). `allowed` names
 * what the test's own data writes in Latin letters (a company's name, an abbreviation the
 * glossary keeps), which a page shows as it was typed.
 */
export function englishLeft(
  container: Element,
  allowed: readonly string[] = [],
): string[] {
  const found: string[] = [];
  const check = (text: string | null) => {
    if (text && holdsEnglish(text, allowed)) found.push(text.trim());
  };
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent !== "SCRIPT" && parent !== "STYLE") check(node.textContent);
  }
  for (const element of [container, ...container.querySelectorAll("*")])
    for (const attribute of READ_ATTRIBUTES)
      check(element.getAttribute(attribute));
  return found;
}
