/**
 * The languages Kosh speaks and where each lives (docs/decisions/0038-hindi-with-typed-dictionaries.md):
 * English at today's paths, Hindi under `/hi` (`/hi`, `/hi/sip`, `/hi/dashboard`). A third
 * language is one more code here and one more dictionary beside each English one.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** What `<html lang>` and `hreflang` say for each language. */
export const LANGUAGE_TAG: Record<Locale, string> = {
  en: "en-IN",
  hi: "hi-IN",
};

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = {
  en: "English",
  hi: "हिन्दी",
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The path's first segment when it names a language other than the default one. */
function prefixOf(path: string): Locale | null {
  const first = path.split("/")[1] ?? "";
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : null;
}

/** The language a page's path is in: `/hi/sip` → hi, `/sip` → en. */
export function localeOfPath(path: string): Locale {
  return prefixOf(path) ?? DEFAULT_LOCALE;
}

/** The path without its language: `/hi/sip` → `/sip`, `/hi` → `/`, `/sip` → `/sip`. */
export function pathWithoutLocale(path: string): string {
  const prefix = prefixOf(path);
  if (!prefix) return path;
  const rest = path.slice(prefix.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in `locale`: (`/sip`, hi) → `/hi/sip`, (`/hi/sip`, en) → `/sip`, (`/`, hi) → `/hi`. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  const [pathname = "", ...rest] = bare.split(/(?=[?#])/);
  const localized = pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
  return localized + rest.join("");
}

/**
 * The language a request asks for in its `Accept-Language` header (the web app sends its page's,
 * `hi-IN`): of Kosh's languages, the one it names with the highest quality, by primary subtag
 * (`hi-IN` and `hi` are Hindi); the default when it names none, or refuses them (`q=0`).
 */
export function localeOfLanguageHeader(header: string | undefined): Locale {
  let best: { locale: Locale; quality: number } | undefined;
  for (const range of (header ?? "").split(",")) {
    const [tag = "", ...parameters] = range
      .split(";")
      .map((part) => part.trim());
    const primary = tag.split("-", 1)[0]!.toLowerCase();
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!isLocale(primary) || !(quality > 0)) continue;
    if (!best || quality > best.quality) best = { locale: primary, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
