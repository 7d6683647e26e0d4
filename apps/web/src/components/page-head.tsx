import { useLayoutEffect } from "react";
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
 * address in each language for search engines (`hreflang`). The build draws them with the page and
 * its prerender moves them into the HTML's head; in the browser they are set in the document's
 * head directly (Preact, unlike React 19, does not hoist them:
 * docs/decisions/0060-preact-runs-the-react-components.md). In the build's drawing only, also its
 * description when it has one of its own (a calculator's introduction) and the same two as the
 * Open Graph title and description a shared link's preview shows, which the prerender puts in
 * place of the shell's site-wide ones (app/site-head.ts, docs/architecture.md#first-paint). Those
 * are for what reads the HTML the server sends (a search engine, a chat app making a link's
 * preview); the browser keeps the ones its page came with. Search engines take only absolute
 * addresses there: the browser names its own origin, and the build, which knows no origin, the
 * path alone, which the server completes with PUBLIC_URL as it sends the page
 * (apps/server/src/plugins/built-page.ts).
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
  const links: HeadLink[] = [
    { rel: "canonical", href: origin + pathInLocale(path, locale) },
    ...LOCALES.map((other) => ({
      rel: "alternate",
      hrefLang: LANGUAGE_TAG[other],
      href: origin + pathInLocale(path, other),
    })),
    {
      rel: "alternate",
      hrefLang: "x-default",
      href: origin + pathInLocale(path, DEFAULT_LOCALE),
    },
  ];
  const linksKey = links.map((link) => link.href).join(" ");
  useLayoutEffect(() => {
    document.title = title;
    for (const link of links) headLink(link).href = link.href;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the links are linksKey's
  }, [title, linksKey]);
  if (!drawnByTheBuild) return null;
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
      {links.map(({ rel, hrefLang, href }) => (
        <link key={hrefLang ?? rel} rel={rel} hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}

interface HeadLink {
  rel: string;
  hrefLang?: string;
  href: string;
}

/** The head's link for `rel` (and `hrefLang`), added where the page came without one. */
function headLink({ rel, hrefLang }: HeadLink): HTMLLinkElement {
  const selector = hrefLang
    ? `link[rel="${rel}"][hreflang="${hrefLang}"]`
    : `link[rel="${rel}"]`;
  const found = document.head.querySelector<HTMLLinkElement>(selector);
  if (found) return found;
  const link = document.createElement("link");
  link.rel = rel;
  if (hrefLang) link.hreflang = hrefLang;
  document.head.append(link);
  return link;
}
