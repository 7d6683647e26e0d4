import type en from "@kosh/core/chat/messages/en";
import { defineMessages } from "../../../../lib/i18n/messages.ts";

/**
 * The assistant's words (core/chat/messages), which its replies are written from: the page's
 * language loads with the home page, Hindi when a question in Devanagari asks for it.
 */
export const assistantWords = defineMessages<typeof en>({
  en: () => import("@kosh/core/chat/messages/en"),
  hi: () => import("@kosh/core/chat/messages/hi"),
});
