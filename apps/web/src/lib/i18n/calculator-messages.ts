import type names from "@kosh/core/calculators/messages/names/en";
import type words from "@kosh/core/calculators/messages/en";
import { defineMessages } from "./messages.ts";

/**
 * The calculators' names in the menus and the footer (core's calculators/messages/names), which
 * every page's frame shows: one of the shell's messages (app/messages/index.ts).
 */
export const calculatorMessages = defineMessages<typeof names>({
  en: () => import("@kosh/core/calculators/messages/names/en"),
  hi: () => import("@kosh/core/calculators/messages/names/hi"),
});

/**
 * The rest of the calculators' words (core's calculators/messages): each page's title, sliders,
 * results and history, and the home page's cards. Loaded by the pages that show them.
 */
export const calculatorPageMessages = defineMessages<typeof words>({
  en: () => import("@kosh/core/calculators/messages/en"),
  hi: () => import("@kosh/core/calculators/messages/hi"),
});
