import type {
  CalculatorDictionary,
  ChatLanguage,
} from "@kosh/core/chat/assistant-texts";
import type en from "@kosh/core/chat/messages/en";
import type { Locale } from "@kosh/core/i18n/locale";
import { defineMessages } from "../../../../lib/i18n/messages.ts";

/** The calculators' words (core's calculators/messages), loaded with the assistant's, by language. */
const calculatorWords = new Map<Locale, CalculatorDictionary>();

/**
 * The assistant's words (core/chat/messages), which its replies are written from: the page's
 * language loads with the home page, Hindi when a question in Devanagari asks for it. The
 * calculators' words come with them, for a card that names a page's sliders.
 */
export const assistantWords = defineMessages<typeof en>({
  en: () =>
    Promise.all([
      import("@kosh/core/chat/messages/en"),
      import("@kosh/core/calculators/messages/en"),
    ]).then(([words, calculators]) => {
      calculatorWords.set("en", calculators.default);
      return words;
    }),
  hi: () =>
    Promise.all([
      import("@kosh/core/chat/messages/hi"),
      import("@kosh/core/calculators/messages/hi"),
    ]).then(([words, calculators]) => {
      calculatorWords.set("hi", calculators.default);
      return words;
    }),
});

/** The language the assistant answers in, once its words are loaded (`assistantWords.load`). */
export function assistantLanguage(locale: Locale): ChatLanguage {
  const calculators = calculatorWords.get(locale);
  if (!calculators)
    throw new Error(
      `the assistant's words in ${locale} used before they were loaded`,
    );
  return {
    locale,
    words: assistantWords.dictionary(locale),
    calculators,
  };
}
