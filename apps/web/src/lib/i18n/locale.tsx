import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Router, useLocation } from "wouter";
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_TAG,
  localeOfPath,
  type Locale,
  pathInLocale,
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
/**
 * The localStorage entry with a language a signed-in person chose with the switch that their
 * profile does not have yet: the switch is a plain link, so the next page saves it.
 */
const UNSAVED_LOCALE_KEY = "kosh.locale.unsaved";

function readStoredLocale(key: string): Locale | null {
  try {
    const stored = localStorage.getItem(key);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

function writeStoredLocale(key: string, locale: Locale | null): void {
  try {
    if (locale === null) localStorage.removeItem(key);
    else localStorage.setItem(key, locale);
  } catch {
    // Storage can be disabled (private mode); the address still carries the language.
  }
}

/** The language this device chose with the language switch, if any. */
export function readPreferredLocale(): Locale | null {
  return readStoredLocale(LOCALE_STORAGE_KEY);
}

export function writePreferredLocale(locale: Locale): void {
  writeStoredLocale(LOCALE_STORAGE_KEY, locale);
}

/** The language a signed-in person chose that their profile is still to get, if any. */
export function readUnsavedLocale(): Locale | null {
  return readStoredLocale(UNSAVED_LOCALE_KEY);
}

export function writeUnsavedLocale(locale: Locale | null): void {
  writeStoredLocale(UNSAVED_LOCALE_KEY, locale);
}

/**
 * At sign-in (docs/decisions/0038-hindi-with-typed-dictionaries.md): a person whose profile names
 * another language than the page's, on a device that chose none, is taken to the same page in
 * theirs, which the device keeps from then on.
 */
export function goToProfileLocale(profileLocale: Locale): void {
  const { pathname, search, hash } = window.location;
  if (
    readPreferredLocale() !== null ||
    profileLocale === localeOfPath(pathname)
  )
    return;
  writePreferredLocale(profileLocale);
  window.location.replace(
    pathInLocale(pathname, profileLocale) + search + hash,
  );
}
