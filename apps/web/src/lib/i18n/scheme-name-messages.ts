import type en from "./scheme-names/en.ts";
import { defineMessages } from "./messages.ts";

/** The nine schemes' names (`scheme.<scheme>`), shared by the admin panel and My Investments. */
export const schemeNameMessages = defineMessages<typeof en>({
  en: () => import("./scheme-names/en.ts"),
  hi: () => import("./scheme-names/hi.ts"),
});
