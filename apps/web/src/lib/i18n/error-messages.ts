import {
  type SayMessage,
  translateMessage,
} from "@kosh/core/contracts/message";
import type en from "@kosh/core/contracts/messages/en";
import { localeOfPath } from "@kosh/core/i18n/locale";
import { defineMessages, useMessages } from "./messages.ts";

/**
 * Core's catalogue of validation and error messages (contracts/messages), which the forms, the
 * requests and the screens that show a failure use (docs/product.md#messages). The pages with a
 * form or a request load it with their first screen (router.tsx `lazyPage`).
 */
export const errorMessages = defineMessages<typeof en>({
  en: () => import("@kosh/core/contracts/messages/en"),
  hi: () => import("@kosh/core/contracts/messages/hi"),
});

/**
 * An English message of the catalogue (a contract's, a request's fallback) in the page's language,
 * for a component: `say(message("auth.sendFailed"))`. Text that is no message of the catalogue,
 * such as the server's answer already in the page's language, comes back as it was.
 */
export function useErrorText(): (text: string) => string {
  const say: SayMessage = useMessages(errorMessages);
  return (text) => translateMessage(text, say);
}

/**
 * The same, outside React (the API client): in the language of the page at `path`, when its
 * catalogue is loaded; English before that.
 */
export function errorTextAt(path: string, text: string): string {
  const locale = localeOfPath(path);
  return errorMessages.has(locale)
    ? translateMessage(text, errorMessages.in(locale))
    : text;
}
