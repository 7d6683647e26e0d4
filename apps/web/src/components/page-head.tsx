import { useLocation } from "wouter";
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAG,
  LOCALES,
  pathInLocale,
} from "@kosh/core/i18n/locale";

/**
 * A page's title, its description when it has one of its own (a calculator's introduction), the
 * same two as the Open Graph title and description a shared link's preview shows, and its address
 * in each language for search engines (`hreflang`). React puts them in the document's head; the
 * build's prerender moves them there in the HTML, in place of the shell's site-wide description
 * and Open Graph words (app/site-head.ts, docs/architecture.md#first-paint). A page without a
 * description keeps the site's.
 */
export function PageHead({
  title,
  description,
}: {
  title: string;
  description?: string;
}) {
  // Under the language's base the location is the page's own path (`/sip` on `/hi/sip`).
  const [path] = useLocation();
  return (
    <>
      <title>{title}</title>
      <meta property="og:title" content={title} />
      {description !== undefined && (
        <>
          <meta name="description" content={description} />
          <meta property="og:description" content={description} />
        </>
      )}
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
