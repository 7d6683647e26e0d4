import { useLocation, useSearch } from "wouter";
import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LOCALES,
  pathInLocale,
} from "@kosh/core/i18n/locale";
import { useLocale, writePreferredLocale } from "../../lib/i18n/locale.tsx";

/**
 * The same page in the other language(s) (docs/decisions/0038-hindi-with-typed-dictionaries.md):
 * a plain link, so the page loads with that language's words only, and the choice is kept on
 * this device for the next visit.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const href = (other: (typeof LOCALES)[number]) =>
    pathInLocale(path, other) + (search ? `?${search}` : "");
  return (
    <>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a
          key={other}
          href={href(other)}
          lang={LANGUAGE_TAG[other]}
          hrefLang={LANGUAGE_TAG[other]}
          className={className}
          onClick={() => writePreferredLocale(other)}
        >
          {LANGUAGE_NAME[other]}
        </a>
      ))}
    </>
  );
}
