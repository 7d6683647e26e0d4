import { z } from "zod";
import { CONTROL_CHARACTER } from "./control-character.ts";

/**
 * What text fields may hold (docs/product.md#text-fields). A name, number or reason is printed on one line of
 * a page, a CSV row or an e-mail: a CR/LF in it forges lines of the mail (`\r\nBcc: …`), an ESC
 * drives a terminal reading the server log, and a bidi override (U+202E) makes the text read
 * backwards. Notes may span lines, and nothing else.
 */

/** Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !BIDI_CONTROL.test(value);
}

function isMultiLine(value: string): boolean {
  return isSingleLine(value.replace(/\r?\n/g, ""));
}

/** For a name, number, reason or place: one line, no control or bidi characters. */
export function singleLineText(field: string) {
  return z.refine<string>(isSingleLine, {
    message: `${field} must be a single line without control characters or text-direction marks`,
    abort: true,
  });
}

/** For notes: line breaks (LF or CR LF) allowed, no other control or bidi characters. */
export function multiLineText(field: string) {
  return z.refine<string>(isMultiLine, {
    message: `${field} may hold line breaks but no other control characters or text-direction marks`,
    abort: true,
  });
}
