import type {
  SayMessage,
  translateMessage,
} from "@kosh/core/contracts/message";
import type en from "@kosh/core/contracts/messages/en";
import { DEFAULT_LOCALE, type Locale } from "@kosh/core/i18n/locale";
import { useLocale } from "./locale.tsx";
import { defineMessages, useMessages } from "./messages.ts";

/**
 * How an English message finds its template and values (core/contracts/message.ts): it reads the
 * English catalogue, so it loads with another language's catalogue, never with the shell.
 */
let translate: typeof translateMessage | undefined;

/**
 * Core's catalogue of validation and error messages (contracts/messages), which the forms, the
 * requests and the screens that show a failure use (docs/product.md#messages). The pages with a
 * form or a request load it with their first screen (router.tsx `lazyPage`).
 */
export const errorMessages = defineMessages<typeof en>({
  en: () => import("@kosh/core/contracts/messages/en"),
  hi: () =>
    Promise.all([
      import("@kosh/core/contracts/messages/hi"),
      import("@kosh/core/contracts/message").then((module) => {
        translate = module.translateMessage;
      }),
    ]).then(([hindi]) => hindi),
});

/** `text`, an English message of the catalogue, in `locale`, whose catalogue is loaded. */
function inLocale(text: string, locale: Locale, say: SayMessage): string {
  if (locale === DEFAULT_LOCALE || !translate) return text;
  return translate(text, say);
}

/**
 * An English message of the catalogue (a contract's) in the page's language, for a component:
 * `say(message("field.required", { field }))`. Text that is no message of the catalogue,
 * such as the server's answer already in the page's language, comes back as it was.
 */
export function useErrorText(): (text: string) => string {
  const say: SayMessage = useMessages(errorMessages);
  const locale = useLocale();
  return (text) => inLocale(text, locale, say);
}
