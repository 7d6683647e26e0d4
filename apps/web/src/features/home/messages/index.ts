import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The home page's messages (en.ts), loaded beside its chunk (app/router.tsx). */
export const homeMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
