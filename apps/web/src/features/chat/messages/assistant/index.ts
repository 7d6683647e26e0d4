import type en from "@kosh/core/chat/messages/en";
import type greetingEn from "@kosh/core/chat/messages/greeting/en";
import type calculatorsEn from "@kosh/core/calculators/messages/en";
import { defineMessages } from "../../../../lib/i18n/messages.ts";

/**
 * The assistant's first words (core/chat/messages/greeting): its name, the greeting, the quick
 * prompts and what it says when it cannot work a reply out. They load with the home page.
 */
export const greetingWords = defineMessages<typeof greetingEn>({
  en: () => import("@kosh/core/chat/messages/greeting/en"),
  hi: () => import("@kosh/core/chat/messages/greeting/hi"),
});

/**
 * The words the assistant's replies are written from (core/chat/messages), and every calculator's
 * words (core/calculators/messages), with which a reply names a page's sliders: both load with
 * the assistant's reasoning, at the first question (../../assistant.ts), in the language the
 * question asks for.
 */
export const assistantWords = defineMessages<typeof en>({
  en: () => import("@kosh/core/chat/messages/en"),
  hi: () => import("@kosh/core/chat/messages/hi"),
});
export const calculatorWords = defineMessages<typeof calculatorsEn>({
  en: () => import("@kosh/core/calculators/messages/en"),
  hi: () => import("@kosh/core/calculators/messages/hi"),
});
