import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Router, useLocation } from "wouter";
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_TAG,
  localeOfPath,
  type Locale,
} from "@kosh/core/i18n/locale";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language of the page being shown (docs/decisions/0038-hindi-with-typed-dictionaries.md). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The app in the language its address names: `/hi/…` is Hindi, everything else English. The
 * routes below see the address without its language (`/hi/sip` routes as `/sip`), and every
 * `Link`/`navigate` inside stays in that language, wouter adding the prefix back as its `base`.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const locale = localeOfPath(location);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAG[locale];
  }, [locale]);
  return (
    <LocaleContext value={locale}>
      {locale === DEFAULT_LOCALE ? (
        children
      ) : (
        <Router
          base={`/${locale}`}
          hrefs={withoutHomeSlash}
          aroundNav={(navigate, to, options) =>
            navigate(withoutHomeSlash(to), options)
          }
        >
          {children}
        </Router>
      )}
    </LocaleContext>
  );
}

/** `/hi/` → `/hi` (and `/hi/?x` → `/hi?x`): a link to `/` under a language's base. */
const withoutHomeSlash = (path: string) =>
  path.replace(/^(\/[a-z]{2})\/(?=$|[?#])/, "$1");

/** The localStorage entry with the language this device last chose. */
export const LOCALE_STORAGE_KEY = "kosh.locale";

/** The language this device chose with the language switch, if any. */
export function readPreferredLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function writePreferredLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode); the address still carries the language.
  }
}
