import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The Admin panel's messages (en.ts), loaded beside the admin page's chunk. */
export const adminMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
