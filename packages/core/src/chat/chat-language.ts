import type { Locale } from "../i18n/locale.ts";

/** Any letter of the Devanagari block, in which Hindi is written. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The language the assistant answers a question in (docs/product.md#chat-assistant): Hindi when
 * the page is Hindi or the question is written in Devanagari, else the page's. It reads both
 * scripts either way (normalise.ts).
 */
export function replyLocale(page: Locale, question: string): Locale {
  if (DEVANAGARI.test(question)) return "hi";
  return page;
}
