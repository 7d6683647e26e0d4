import { useLocation, useRouter } from "wouter";
import { useLocale } from "../lib/i18n/locale.tsx";
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAG,
  LOCALES,
  pathInLocale,
} from "@kosh/core/i18n/locale";

/**
 * A page's title, its own address (`canonical`: a shared link's query names the same page) and its
 * address in each language for search engines (`hreflang`), which React
 * puts in the document's head (the build's prerender moves them there in the HTML). In the build's
 * drawing only, also its description when it has one of its own (a calculator's introduction) and
 * the same two as the Open Graph title and description a shared link's preview shows, which the
 * prerender puts in place of the shell's site-wide ones (app/site-head.ts,
 * docs/architecture.md#first-paint). Those are for what reads the HTML the server sends (a search
 * engine, a chat app making a link's preview); the browser keeps the ones its page came with, as
 * a page drawn from scratch over them would otherwise add a second of each. Search engines take
 * only absolute addresses there: the browser names its own origin, and the build, which knows no
 * origin, the path alone, which the server completes with PUBLIC_URL as it sends the page
 * (apps/server/src/plugins/built-page.ts), so that hydration finds the same links it would add.
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
  // The build draws each page at a path it names (src/prerender.tsx); a browser names none.
  const drawnByTheBuild = useRouter().ssrPath !== undefined;
  const locale = useLocale();
  const origin = drawnByTheBuild ? "" : window.location.origin;
  return (
    <>
      <title>{title}</title>
      {drawnByTheBuild && <meta property="og:title" content={title} />}
      {drawnByTheBuild && description !== undefined && (
        <>
          <meta name="description" content={description} />
          <meta property="og:description" content={description} />
        </>
      )}
      <link rel="canonical" href={origin + pathInLocale(path, locale)} />
      {LOCALES.map((other) => (
        <link
          key={other}
          rel="alternate"
          hrefLang={LANGUAGE_TAG[other]}
          href={origin + pathInLocale(path, other)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={origin + pathInLocale(path, DEFAULT_LOCALE)}
      />
    </>
  );
}
