import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The messages of app/routes' own pages (en.ts), loaded with the page that shows them. */
export const routeMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
