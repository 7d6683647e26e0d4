import {
  catalogueIn,
  message,
  type SayMessage,
} from "@kosh/core/contracts/message";
import hi from "@kosh/core/contracts/messages/hi";
import { type Locale, localeOfLanguageHeader } from "@kosh/core/i18n/locale";
import type { FastifyRequest } from "fastify";

/**
 * The language of the page that made the request: the web sends its page's in Accept-Language
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md); English when it names none of Kosh's.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return localeOfLanguageHeader(request.headers["accept-language"]);
}

/** The catalogue of messages in each language, all loaded: the server answers in any of them. */
const CATALOGUES: Record<Locale, SayMessage> = {
  en: message,
  hi: catalogueIn(hi),
};

/** The catalogue of messages (core's contracts/messages) in the request's language. */
export function requestCatalogue(request: FastifyRequest): SayMessage {
  return CATALOGUES[requestLocale(request)];
}
