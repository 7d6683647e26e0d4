import { defineMessages } from "../../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The Tax year interest screen's messages (en.ts). */
export const taxYearMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
