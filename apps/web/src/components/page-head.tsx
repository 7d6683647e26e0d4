import { useLocation } from "wouter";
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAG,
  LOCALES,
  pathInLocale,
} from "@kosh/core/i18n/locale";

/**
 * A page's title, and its address in each language for search engines (`hreflang`), which React
 * puts in the document's head (the build's prerender moves them there in the HTML).
 */
export function PageHead({ title }: { title: string }) {
  // Under the language's base the location is the page's own path (`/sip` on `/hi/sip`).
  const [path] = useLocation();
  return (
    <>
      <title>{title}</title>
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={LANGUAGE_TAG[locale]}
          href={pathInLocale(path, locale)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={pathInLocale(path, DEFAULT_LOCALE)}
      />
    </>
  );
}
