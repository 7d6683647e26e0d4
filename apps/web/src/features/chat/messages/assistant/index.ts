import type en from "@kosh/core/chat/messages/en";
import type calculatorsEn from "@kosh/core/calculators/messages/en";
import { defineMessages } from "../../../../lib/i18n/messages.ts";

/**
 * The assistant's words (core/chat/messages), which its greeting and replies are written from:
 * the page's language loads with the home page, Hindi when a question in Devanagari asks for it.
 */
export const assistantWords = defineMessages<typeof en>({
  en: () => import("@kosh/core/chat/messages/en"),
  hi: () => import("@kosh/core/chat/messages/hi"),
});

/**
 * Every calculator's words (core/calculators/messages), with which a reply names a page's
 * sliders: loaded with the assistant's workings, at the first question (../../assistant.ts).
 */
export const calculatorWords = defineMessages<typeof calculatorsEn>({
  en: () => import("@kosh/core/calculators/messages/en"),
  hi: () => import("@kosh/core/calculators/messages/hi"),
});
