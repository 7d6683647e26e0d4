import { defineMessages } from "../../../../lib/i18n/messages.ts";
import type en from "./en.ts";

export const profileLanguageMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
