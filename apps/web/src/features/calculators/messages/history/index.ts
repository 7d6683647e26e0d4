import { defineMessages } from "../../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The History modal's words (en.ts), loaded with the modal. */
export const historyMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
