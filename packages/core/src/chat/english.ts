import calculatorsEn from "../calculators/messages/en.ts";
import type { ChatLanguage } from "./assistant-texts.ts";
import en from "./messages/en.ts";
import greetingEn from "./messages/greeting/en.ts";

/**
 * The assistant in English, its dictionaries imported here: the web app loads a language's words
 * when its page needs them (features/chat/messages/assistant), so the chat's modules take the
 * language they answer in and import no dictionary, and a Hindi page loads no English words.
 */
export const ENGLISH: ChatLanguage = {
  locale: "en",
  words: { ...greetingEn, ...en },
  calculators: calculatorsEn,
};
