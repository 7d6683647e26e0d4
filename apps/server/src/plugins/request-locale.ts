import { type Locale, localeOfLanguageHeader } from "@kosh/core/i18n/locale";
import type { FastifyRequest } from "fastify";

/**
 * The language of the page that made the request: the web sends its page's in Accept-Language
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md); English when it names none of Kosh's.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return localeOfLanguageHeader(request.headers["accept-language"]);
}
