import type { GreetingWords } from "./assistant-texts.ts";

/**
 * The four quick prompts of the home page (docs/product.md#home-and-chat), word for word in English,
 * from the assistant's words: each language asks the same four questions.
 */
export function quickPrompts({ words }: { words: GreetingWords }) {
  return [
    words["quickPrompt.sip"],
    words["quickPrompt.fdRates"],
    words["quickPrompt.rdVsSip"],
    words["quickPrompt.homeLoan"],
  ] as const;
}
