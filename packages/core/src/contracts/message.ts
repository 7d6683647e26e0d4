import {
  fill,
  type MessageValues,
  type Translation,
} from "../i18n/messages.ts";
import en from "./messages/en.ts";

/** A message of the catalogue of validation and error messages (messages/en.ts). */
export type MessageKey = keyof typeof en;
export type Catalogue = Translation<typeof en>;

/**
 * The catalogue's messages in one language, by key: `message` for English, `catalogueIn(hi)` on
 * the server, the web's loaded dictionary (lib/messages) on a page.
 */
export type SayMessage = (key: MessageKey, values?: MessageValues) => string;

/** A language's catalogue (hi.ts) as a `SayMessage`. */
export function catalogueIn(catalogue: Catalogue): SayMessage {
  return (key, values) => fill(catalogue[key], values);
}

/**
 * A message of the catalogue in English, its placeholders filled: what the contracts, the server's
 * errors and the web app's requests say. The reader sees it in their language through
 * `translateMessage`, where it is shown (the web) or sent (the server's error handler).
 */
export function message(key: MessageKey, values?: MessageValues): string {
  return fill(en[key], values);
}

interface Pattern {
  key: MessageKey;
  names: string[];
  matcher: RegExp;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let patterns: Pattern[] | undefined;

/**
 * Each English template as a pattern that finds its values back, the most specific first (the
 * longest fixed text), so "Email is required" is `field.required` with `field` = "Email", and
 * "x must be at most 50%" is not read as "at most 50" followed by a stray "%".
 */
function englishPatterns(): Pattern[] {
  patterns ??= (Object.entries(en) as [MessageKey, string][])
    .map(([key, template]) => {
      const parts = template.split(/\{(\w+)\}/);
      const fixed = parts.filter((_, index) => index % 2 === 0);
      return {
        key,
        names: parts.filter((_, index) => index % 2 === 1),
        matcher: new RegExp(
          `^${parts.map((part, index) => (index % 2 === 0 ? escaped(part) : "(.+?)")).join("")}$`,
          "s",
        ),
        fixedLength: fixed.join("").length,
      };
    })
    .sort((a, b) => b.fixedLength - a.fixedLength);
  return patterns;
}

/**
 * The placeholders that carry what a person or a client wrote (a company's name, an address, an
 * unknown field, a path): kept as written, even where it reads like a word of the catalogue (a
 * type named "closed", a field named "Email").
 */
const AS_WRITTEN = new Set([
  "name",
  "email",
  "names",
  "where",
  "choices",
  "method",
  "path",
  "reference",
]);

/**
 * An English message of the catalogue in another language: the template it was filled from is
 * found by its fixed text, and the other language's template is filled with the same values, each
 * translated too when it is itself a message of the catalogue (a field's name, a wait, a status),
 * unless its placeholder holds what someone wrote (`AS_WRITTEN`). Text that is no message of the
 * catalogue (a name a person typed, a reason from elsewhere) comes back as it was.
 */
export function translateMessage(text: string, say: SayMessage): string {
  if (say === message) return text;
  for (const { key, names, matcher } of englishPatterns()) {
    const found = matcher.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(
      names.map((name, index) => {
        const value = found[index + 1]!;
        return [
          name,
          AS_WRITTEN.has(name) ? value : translateMessage(value, say),
        ];
      }),
    );
    return say(key, values);
  }
  return text;
}
