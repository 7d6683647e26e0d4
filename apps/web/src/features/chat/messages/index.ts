import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The chat window's messages (en.ts), loaded beside the home page's chunk (app/router.tsx). */
export const chatMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
