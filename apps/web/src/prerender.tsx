/**
 * The build's server-side entry (scripts/prerender.mjs): the guest view of the public pages as
 * HTML, which the server sends for exactly those addresses and main.tsx hydrates
 * (docs/architecture.md#first-paint, decision 0022).
 */
import { StrictMode } from "react";
import { renderToStringAsync } from "preact-render-to-string";
import type { VNode } from "preact";
import { Router } from "wouter";
import { App } from "./app/app.tsx";
import { CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { PAGE_PATHS, preloadPage, REDIRECTS } from "./app/router.tsx";
import { LOCALES, pathInLocale } from "@kosh/core/i18n/locale";
import type { SitePages } from "@kosh/core/site/built-pages";

/** The same pages in every language: `/sip` and `/hi/sip`. */
const inEveryLocale = (paths: readonly string[]) =>
  LOCALES.flatMap((locale) => paths.map((path) => pathInLocale(path, locale)));

/**
 * The pages a guest may open first: home, every calculator of the registry and the privacy page,
 * in each language.
 */
export const PRERENDERED_PATHS = inEveryLocale([
  "/",
  ...CALCULATORS.map(({ slug }) => `/${slug}`),
  "/privacy",
]);

/**
 * The pages drawn in the browser only: the signed-in pages and the sign-in screens (and `/login`,
 * which the app sends on to `/auth`). Their HTML is the shell with the `signed-in` chunk named for
 * early download (decision 0027).
 */
export const BROWSER_DRAWN_PATHS = inEveryLocale([
  ...PAGE_PATHS,
  ...Object.keys(REDIRECTS),
]).filter((path) => !PRERENDERED_PATHS.includes(path));

/**
 * Of those, the pages whose HTML holds what a person with a stored session sees while it is
 * checked (`renderPage`'s `drawnAs`): the dashboard, where signing in leads, draws its header and
 * the shape of its figures, so they paint before any script has run; the app draws the same over
 * them. A guest sees it until the script sends them to sign in.
 */
export const DRAWN_WHILE_CHECKING_PATHS = inEveryLocale(["/dashboard"]);

/**
 * Every address the build writes a page for, which the server answers with 200; any other
 * answers 404 with the Not Found page (docs/architecture.md#first-paint). The server's robots.txt
 * and sitemap.xml name them.
 */
export const SITE_PAGES: SitePages = {
  public: PRERENDERED_PATHS,
  signedIn: BROWSER_DRAWN_PATHS,
};

export {
  builtPageFile,
  linkedPageFile,
  notFoundFile,
  notFoundRenderPath,
  SITE_PAGES_FILE,
} from "@kosh/core/site/built-pages";
export { LOCALES } from "@kosh/core/i18n/locale";

/** The built shell in the language of the page at `path`: `<html lang>`, description, manifest. */
export { shellInLocale } from "./app/site-head.ts";

/**
 * The page at `path` as a guest with no query sees it before any browser state is read, or with
 * `drawnAs: "checking"` as a person with a stored session sees it while it is checked. Waits for
 * every lazy part (the page's chunk, the growth ring), so the HTML holds the whole first screen.
 */
export async function renderPage(
  path: string,
  { drawnAs }: { drawnAs?: "checking" } = {},
): Promise<string> {
  await preloadPage(path);
  // Preact draws the React components (docs/decisions/0060-preact-runs-the-react-components.md);
  // its string renderer waits for every lazy part, as the browser's hydration expects.
  const page = (
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <App drawnAs={drawnAs} />
      </Router>
    </StrictMode>
  );
  return renderToStringAsync(page as unknown as VNode);
}
