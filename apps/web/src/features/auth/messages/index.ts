import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The sign-in and profile screens' words (en.ts). */
export const authMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
