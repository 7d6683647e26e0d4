import { defineMessages } from "../../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The home loan EMI page's own words (en.ts). */
export const homeLoanMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
