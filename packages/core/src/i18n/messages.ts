import type { Locale } from "./locale.ts";

/**
 * How Kosh writes a user-facing string once in each language
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md): a feature's English dictionary is a
 * plain object of templates, `{name}` marking a placeholder; each other language is an object of
 * the same type, so a missing message does not compile, and `placeholderMismatches` (run over
 * every dictionary by a test) finds a translation whose placeholders differ.
 */
export type Dictionary = Readonly<Record<string, string>>;

/** Another language's dictionary for `English`: every key, each a string. */
export type Translation<English extends Dictionary> = {
  readonly [Key in keyof English]: string;
};

/** A feature's dictionaries, one per language. */
export type Dictionaries<English extends Dictionary> = {
  readonly en: English;
} & { readonly [Other in Exclude<Locale, "en">]: Translation<English> };

/** A message's values: what its `{name}` placeholders become. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A dictionary's messages in one language: `t("key", { name: value })`. What a core function that
 * produces words takes, so that each side brings the language it has: the web its loaded
 * dictionary, the server one of the modules it imports (`translate`).
 */
export type Translate<English extends Dictionary> = TranslateKeys<
  keyof English & string
>;

/** A `Translate` by its keys alone, so that any two dictionaries with the same keys match. */
type TranslateKeys<Key extends string> = (
  key: Key,
  values?: MessageValues,
) => string;

/** The messages of one language's dictionary, as a `Translate`. */
export function translate<Key extends string>(
  dictionary: Readonly<Record<Key, string>>,
): TranslateKeys<Key> {
  return (key, values) => fill(dictionary[key], values);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template with each `{name}` replaced by its value; a value not given is an error. */
export function fill(template: string, values: MessageValues = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new RangeError(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** The names of a template's placeholders, sorted, each once. */
export function placeholdersOf(template: string): string[] {
  return [
    ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!)),
  ].sort();
}

/** Each message whose placeholders differ between English and another language, as a sentence. */
export function placeholderMismatches<English extends Dictionary>(
  dictionaries: Dictionaries<English>,
): string[] {
  const problems: string[] = [];
  for (const [locale, dictionary] of Object.entries(dictionaries)) {
    if (locale === "en") continue;
    for (const [key, english] of Object.entries(dictionaries.en)) {
      const translated = (dictionary as Dictionary)[key];
      if (translated === undefined) {
        problems.push(`${locale}.${key} is missing`);
        continue;
      }
      const expected = placeholdersOf(english).join(", ");
      const actual = placeholdersOf(translated).join(", ");
      if (expected !== actual)
        problems.push(
          `${locale}.${key} has placeholders [${actual}] where English has [${expected}]`,
        );
    }
  }
  return problems;
}
