import type { ChatLanguage } from "@kosh/core/chat/assistant-texts";
import type { withAssistantReply } from "@kosh/core/chat/chat-reply";
import type { Locale } from "@kosh/core/i18n/locale";
import { onDemand } from "../../lib/on-demand.ts";
import {
  assistantWords,
  calculatorWords,
  greetingWords,
} from "./messages/assistant/index.ts";

/** What the assistant answers with in one language: its reasoning and that language's words. */
export interface Assistant {
  reply: typeof withAssistantReply;
  language: ChatLanguage;
}

/** The assistant's reasoning, every calculator's formulas with it, loaded once it is first needed. */
const reasoning = onDemand(() => import("@kosh/core/chat/chat-reply"));

/**
 * The assistant's reasoning (core's chat-reply.ts, with every calculator's formulas) and its
 * replies' words in `locale`, loaded when a question is first asked, not with the home page
 * (docs/architecture.md#first-paint). Rejects when a part cannot be loaded (offline, with no
 * copy kept); the next question tries again.
 */
export function loadAssistant(locale: Locale): Promise<Assistant> {
  return Promise.all([
    reasoning.load(),
    greetingWords.load(locale),
    assistantWords.load(locale),
    calculatorWords.load(locale),
  ]).then(([{ withAssistantReply: reply }]) => ({
    reply,
    language: {
      locale,
      words: {
        ...greetingWords.dictionary(locale),
        ...assistantWords.dictionary(locale),
      },
      calculators: calculatorWords.dictionary(locale),
    },
  }));
}
