import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAG,
  LOCALES,
  pathInLocale,
  pathWithoutLocale,
} from "@kosh/core/i18n/locale";
import { SITE_PAGES_FILE, type SitePages } from "@kosh/core/site/built-pages";
import { z } from "zod";
import { escapeHtml } from "../mail/html-email.ts";

/*
 * robots.txt and sitemap.xml (docs/architecture.md#first-paint). Served by the server, not written
 * by the build: both name absolute addresses, and only the running server knows where people
 * reach it (PUBLIC_URL, as in its mails); one build serves any address. Which pages there are is
 * the build's list (SITE_PAGES_FILE, from the web router's pages and the calculator registry),
 * so no second list lives here.
 */

const pathList = z.array(z.string().regex(/^\/[a-z0-9/-]*$/));
const sitePagesSchema = z.object({ public: pathList, signedIn: pathList });

/** The pages the build under `webRoot` wrote, or undefined before a build has. */
export async function readSitePages(
  webRoot: string,
): Promise<SitePages | undefined> {
  let text: string;
  try {
    text = await readFile(join(webRoot, SITE_PAGES_FILE), "utf8");
  } catch {
    return undefined;
  }
  return sitePagesSchema.parse(JSON.parse(text));
}

/** Everyone may read the public pages; the signed-in ones and the API are no one's to index. */
export function robotsTxt(pages: SitePages, origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...pages.signedIn.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * Every public page at its absolute address, each with its address in every language it has and
 * x-default, the English one: the alternates the page names in its own head
 * (components/page-head.tsx in the web app).
 */
export function sitemapXml(pages: SitePages, origin: string): string {
  // A numeric reference is XML as well as HTML.
  const url = (path: string) => escapeHtml(origin + path);
  const entries = pages.public.map((path) => {
    const bare = pathWithoutLocale(path);
    const alternates = LOCALES.map((locale) => ({
      tag: LANGUAGE_TAG[locale],
      path: pathInLocale(bare, locale),
    }))
      .filter((alternate) => pages.public.includes(alternate.path))
      .concat({ tag: "x-default", path: pathInLocale(bare, DEFAULT_LOCALE) })
      .map(
        ({ tag, path: href }) =>
          `<xhtml:link rel="alternate" hreflang="${tag}" href="${url(href)}"/>`,
      );
    return `<url><loc>${url(path)}</loc>${alternates.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
