import { defineMessages } from "../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The app frame's messages (en.ts) with the calculators' names, one file per language, which every page shows. */
export const appMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});

/** The messages every page's frame shows, loaded with the first page (router.tsx preloadPage). */
export const SHELL_MESSAGES = [appMessages] as const;
