import type formWords from "@kosh/core/investments/messages/forms/en";
import { defineMessages } from "../../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** My Investments' forms and dialogs (en.ts), loaded with the dialogs' chunk. */
export const investmentFormMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});

/** Core's words of the forms: their checks, a failed renewal, a schedule's wording (core investments/messages/forms). */
export const investmentFormWords = defineMessages<typeof formWords>({
  en: () => import("@kosh/core/investments/messages/forms/en"),
  hi: () => import("@kosh/core/investments/messages/forms/hi"),
});
