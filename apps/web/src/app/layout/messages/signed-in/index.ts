import { defineMessages } from "../../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The signed-in controls' words, loaded with their chunk (top-bar.tsx `signedInControls`). */
export const signedInMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
