import { defineMessages } from "../../lib/i18n/messages.ts";
import type en from "./en.ts";

/**
 * The shared controls' messages (en.ts). No first screen shows them, so they are not the
 * shell's: a page whose dialogs, forms or toasts use them names them in its `lazyPage` messages
 * (app/router.tsx), and they are in before a dialog opens or a toast shows.
 */
export const componentMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});
