import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The settings screen's words (en.ts). */
export const settingsMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
