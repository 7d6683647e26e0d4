/**
 * What a page's HTML says of the site in its language, outside what React draws
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md): `<html lang>`, the description, the
 * Open Graph title, description and language a shared link's preview shows, and the web app
 * manifest. The build writes each language's manifest (vite.config.ts) and gives each
 * prerendered page its language's head (scripts/prerender.mjs).
 */
// Core by its path, not as @kosh/core: vite.config.ts loads this module, and Vite's config loader
// bundles relative imports only, leaving a package's TypeScript to Node, which cannot run it.
import {
  LANGUAGE_TAG,
  localeOfPath,
  pathInLocale,
  type Locale,
} from "../../../../packages/core/src/i18n/locale.ts";
import type { Translation } from "@kosh/core/i18n/messages";
import en from "./messages/site/en.ts";
import hi from "./messages/site/hi.ts";

export const SITE_WORDS: Record<Locale, Translation<typeof en>> = { en, hi };

/** The brand colour: the manifest's theme and the browser's bar (index.html's theme-color). */
export const BRAND = "#0f766e";

/**
 * Each language's manifest. The English one is vite-plugin-pwa's own; the others are files of
 * their own beside it, not under `/hi/`, so no folder of the build shares a page's address.
 */
export const MANIFEST_PATH: Record<Locale, string> = {
  en: "/manifest.webmanifest",
  hi: "/manifest-hi.webmanifest",
};

/**
 * The web app manifest in `locale` (docs/architecture.md#offline): its name and description in
 * the language, and it starts on the language's home page. Each language is an app of its own
 * (its own `id`), so installing Kosh from a Hindi page gives a Hindi app that opens on /hi, and
 * an English one installed before stays as it was. The scope is the whole site in both, so the
 * language switch stays inside the app.
 */
export function webManifest(locale: Locale) {
  const words = SITE_WORDS[locale];
  const home = pathInLocale("/", locale);
  return {
    id: home,
    name: words.name,
    short_name: words.shortName,
    description: words.summary,
    lang: LANGUAGE_TAG[locale],
    start_url: home,
    scope: "/",
    display: "standalone" as const,
    background_color: "#f8fafc",
    theme_color: BRAND,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}

const HTML_LANG = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\s*\/?>/;
/** index.html's `<meta property="og:…">` of that name, written on one line or over several. */
const openGraph = (name: string) =>
  new RegExp(`<meta\\s+property="og:${name}"\\s+content="[^"]*"\\s*/?>`);
const OG_TITLE = openGraph("title");
const OG_DESCRIPTION = openGraph("description");
const OG_LOCALE = openGraph("locale");
/** The line a browser that runs no script shows (index.html), for a page drawn in the browser only. */
const NOSCRIPT = /<noscript\s*>\s*<p>[^<]*<\/p>\s*<\/noscript\s*>/;

/** A language's tag as Open Graph writes it (`en_IN`, not `en-IN`). */
const openGraphLocale = (locale: Locale) =>
  LANGUAGE_TAG[locale].replace("-", "_");

/** Text as HTML writes it in an element or a quoted attribute. */
const escaped = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;");

/**
 * The built shell (dist/index.html, in English) for the page at `path`: `<html lang>`, the title a
 * page shows until it names itself, the description, the Open Graph title, description and
 * language, the manifest's link, and the line a browser that runs no script shows (a signed-in
 * page is drawn in the browser only), in the page's language. A shell without one of them is a build that changed under this code, and fails it.
 */
export function shellInLocale(shell: string, path: string): string {
  for (const [part, pattern] of [
    ["<html lang>", HTML_LANG],
    ["<title>", TITLE],
    ['<meta name="description">', DESCRIPTION],
    ['<link rel="manifest">', MANIFEST_LINK],
    ['<meta property="og:title">', OG_TITLE],
    ['<meta property="og:description">', OG_DESCRIPTION],
    ['<meta property="og:locale">', OG_LOCALE],
    ["<noscript>", NOSCRIPT],
  ] as const) {
    if (!pattern.test(shell)) throw new Error(`the built shell lacks ${part}`);
  }
  const locale = localeOfPath(path);
  const words = SITE_WORDS[locale];
  return shell
    .replace(HTML_LANG, () => `<html lang="${LANGUAGE_TAG[locale]}">`)
    .replace(TITLE, () => `<title>${escaped(words.name)}</title>`)
    .replace(
      DESCRIPTION,
      () =>
        `<meta name="description" content="${escaped(words.description)}" />`,
    )
    .replace(
      MANIFEST_LINK,
      () => `<link rel="manifest" href="${MANIFEST_PATH[locale]}">`,
    )
    .replace(
      OG_TITLE,
      () => `<meta property="og:title" content="${escaped(words.name)}" />`,
    )
    .replace(
      OG_DESCRIPTION,
      () =>
        `<meta property="og:description" content="${escaped(words.description)}" />`,
    )
    .replace(
      OG_LOCALE,
      () =>
        `<meta property="og:locale" content="${openGraphLocale(locale)}" />`,
    )
    .replace(
      NOSCRIPT,
      () => `<noscript><p>${escaped(words.noscript)}</p></noscript>`,
    );
}
