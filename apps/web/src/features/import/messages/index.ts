import type coreEn from "@kosh/core/import/messages/en";
import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The Import screen's words (en.ts). */
export const importMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});

/**
 * The import's own words from core (docs/product.md#import): the fields' names, why a file is
 * refused and the template's headers, in the page's language only.
 */
export const importWords = defineMessages<typeof coreEn>({
  en: () => import("@kosh/core/import/messages/en"),
  hi: () => import("@kosh/core/import/messages/hi"),
});
