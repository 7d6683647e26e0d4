import { defineMessages } from "../../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The words a scheme page says of its notified rate (en.ts), loaded by the scheme pages alone. */
export const schemeRateMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
