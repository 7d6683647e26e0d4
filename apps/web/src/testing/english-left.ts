/** Words every language writes in Latin letters: the product's name and e-mail addresses. */
const ALWAYS_LATIN = [/\bKosh\b/g, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g];

/** Attributes a person reads or hears, besides the text itself. */
export const READ_ATTRIBUTES = [
  "aria-label",
  "placeholder",
  "title",
  "alt",
] as const;

const ENGLISH_WORD = /[A-Za-z]{3,}/;

function withoutAllowed(text: string, allowed: readonly string[]): string {
  let rest = text;
  for (const pattern of ALWAYS_LATIN) rest = rest.replace(pattern, " ");
  for (const words of allowed) rest = rest.split(words).join(" ");
  return rest;
}

/**
 * Whether a text still holds an English word once the words every language writes in Latin and
 * the `allowed` ones are taken out: the rule of `englishLeft`, which the e2e specs apply to the
 * texts a real browser shows (e2e/fixtures/english-left.ts).
 */
export function holdsEnglish(
  text: string,
  allowed: readonly string[] = [],
): boolean {
  return ENGLISH_WORD.test(withoutAllowed(text, allowed));
}

/**
 * The texts under `container` that still hold an English word (three Latin letters or more):
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
