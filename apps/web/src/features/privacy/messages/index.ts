import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The privacy page's words (en.ts). */
export const privacyMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
