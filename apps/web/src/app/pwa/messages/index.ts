import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The update offer's words, loaded with its chunk (update-prompt.tsx). */
export const updateMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
