import type { Locale } from "@kosh/core/i18n/locale";
import {
  type Dictionaries,
  type Translate,
  translate,
} from "@kosh/core/i18n/messages";
import en from "./messages/en.ts";
import hi from "./messages/hi.ts";

const MAIL_MESSAGES: Dictionaries<typeof en> = { en, hi };

/** The e-mails' words in `locale` (both languages are in the server's bundle). */
export function mailMessages(locale: Locale): Translate<typeof en> {
  return translate(MAIL_MESSAGES[locale]);
}
