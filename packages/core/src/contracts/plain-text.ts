import { z } from "zod";
import { CONTROL_CHARACTER } from "./control-character.ts";
import { message } from "./message.ts";

/**
 * What text fields may hold (docs/product.md#text-fields). A name, number or reason is printed on one line of
 * a page, a CSV row or an e-mail: a CR/LF in it forges lines of the mail (`\r\nBcc: …`), an ESC
 * drives a terminal reading the server log, a bidi override (U+202E) makes the text read
 * backwards, and an invisible character makes two names that look alike differ. Notes may span
 * lines, and nothing else.
 */

/**
 * Control characters (Cc), format characters (Cf: direction marks, bidi overrides and isolates,
 * zero-width characters, the soft hyphen, tags), the line and paragraph separators (Zl, Zp), and
 * half of a surrogate pair standing alone (Cs: text that is not well-formed, which the database
 * would silently store as U+FFFD).
 */
const REFUSED = new RegExp(
  `${CONTROL_CHARACTER.source}|[\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}]`,
  "u",
);

/**
 * The Indic scripts of India's languages, whose spelling needs ZWNJ and ZWJ (U+200C, U+200D, both
 * Cf) between letters: `क्‍ष` keeps the half form of क (docs/decisions/0029-invisible-characters-in-text-fields.md).
 */
const JOINING_SCRIPTS = [
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
];

const INDIC = `[${JOINING_SCRIPTS.map((script) => `\\p{Script=${script}}`).join("")}]`;

/** A ZWNJ or ZWJ between two characters of those scripts; the one before it is captured. */
const JOINER_IN_A_WORD = new RegExp(
  `(${INDIC})[\\u200c\\u200d](?=${INDIC})`,
  "gu",
);

/** The first character a single line may not hold, written `U+200E`; undefined when there is none. */
export function refusedCharacter(value: string): string | undefined {
  const character = REFUSED.exec(value.replace(JOINER_IN_A_WORD, "$1"))?.[0];
  if (character === undefined) return undefined;
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  return /\p{Cs}/u.test(character) ? message("character.half", { code }) : code;
}

/** Notes' text without its line breaks, which notes may hold: what is left must be one clean line. */
export const withoutLineBreaks = (value: string) => value.replace(/\r?\n/g, "");

/** For a name, number, reason or place: one line, no control, format or separator characters. */
export function singleLineText(field: string) {
  return z.refine<string>((value) => !refusedCharacter(value), {
    error: (issue) =>
      message("field.singleLine", {
        field,
        character: refusedCharacter(issue.input as string)!,
      }),
    abort: true,
  });
}

/** For notes: line breaks (LF or CR LF) allowed, nothing else that a single line refuses. */
export function multiLineText(field: string) {
  return z.refine<string>(
    (value) => !refusedCharacter(withoutLineBreaks(value)),
    {
      error: (issue) =>
        message("field.multiLine", {
          field,
          character: refusedCharacter(
            withoutLineBreaks(issue.input as string),
          )!,
        }),
      abort: true,
    },
  );
}
