/** Words every language writes in Latin letters: the product's name and e-mail addresses. */
const ALWAYS_LATIN = [/\bKosh\b/g, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g];

const ENGLISH_WORD = /[A-Za-z]{3,}/;

/**
 * Whether a text still holds an English word (three Latin letters or more) once the words every
 * language writes in Latin and the `allowed` ones are taken out: the rule by which the Hindi
 * tests find English left (docs/decisions/0038-hindi-with-typed-dictionaries.md), for a page's
 * texts and for the server's answers alike. `allowed` names what the test's own data writes in
 * Latin letters (a company's name, an API field, a header).
 */
export function holdsEnglish(
  text: string,
  allowed: readonly string[] = [],
): boolean {
  let rest = text;
  for (const pattern of ALWAYS_LATIN) rest = rest.replace(pattern, " ");
  for (const words of allowed) rest = rest.split(words).join(" ");
  return ENGLISH_WORD.test(rest);
}
