import { DEFAULT_LOCALE, pathInLocale, type Locale } from "../i18n/locale.ts";

/**
 * Where the web build puts its pages under `dist/` (apps/web/scripts/prerender.mjs writes them,
 * apps/server/src/plugins/web-app.ts serves them): one convention for both sides
 * (docs/architecture.md#first-paint).
 */

/** The site's pages as the build wrote them, each in every language (`/sip`, `/hi/sip`). */
export interface SitePages {
  /** The pages anyone may open, prerendered: home, the calculators and the privacy page. */
  public: string[];
  /** The pages drawn in the browser only: the signed-in pages and the sign-in screens. */
  signedIn: string[];
}

/** The list of the site's pages, as JSON: what the server's robots.txt and sitemap name. */
export const SITE_PAGES_FILE = "prerendered/pages.json";

/** `file` in the folder of the page at `path`: `prerendered/hi/sip/<file>`, `prerendered/<file>` for `/`. */
function inPageFolder(path: string, file: string): string {
  return `prerendered${path === "/" ? "" : path}/${file}`;
}

/** The HTML of the page at `path` (`/`, `/sip`, `/hi/sip`): `prerendered/hi/sip/index.html`. */
export function builtPageFile(path: string): string {
  return inPageFolder(path, "index.html");
}

/**
 * What the page at `path` is sent as at its address with a query (a shared calculator link,
 * `/fd?principal=…`): `prerendered/fd/linked.html`, the shell in the page's language with the
 * page's head (title, description, Open Graph words) and nothing drawn, as the drawing would not
 * show the link's inputs. Written for the prerendered pages only; its name has a dot, which no
 * page's address has.
 */
export function linkedPageFile(path: string): string {
  return inPageFolder(path, "linked.html");
}

/**
 * The Not Found page in `locale`: `prerendered/404.html`, `prerendered/hi/404.html`. Its name has
 * a dot, which no page's address has, so no address is answered with it as a page.
 */
export function notFoundFile(locale: Locale = DEFAULT_LOCALE): string {
  return inPageFolder(pathInLocale("/", locale), "404.html");
}

/** The address the build renders the Not Found page at, in `locale`: no page has it. */
export function notFoundRenderPath(locale: Locale): string {
  return pathInLocale("/404", locale);
}
