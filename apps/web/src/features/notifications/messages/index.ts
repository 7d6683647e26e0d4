import type noticeWords from "@kosh/core/notifications/messages/en";
import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** The bell's and the panel's messages (en.ts), loaded with the bell's chunk. */
export const notificationMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});

/** Core's words of the notices themselves (core notifications/messages). */
export const noticeMessages = defineMessages<typeof noticeWords>({
  en: () => import("@kosh/core/notifications/messages/en"),
  hi: () => import("@kosh/core/notifications/messages/hi"),
});
