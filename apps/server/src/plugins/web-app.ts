import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  DEFAULT_LOCALE,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
} from "@kosh/core/i18n/locale";
import {
  builtPageFile,
  linkedPageFile,
  notFoundFile,
} from "@kosh/core/site/built-pages";
import { isApiPath } from "./api-path.ts";
import { builtHtml, sentPage } from "./built-page.ts";
import { acceptedCoding } from "./compression.ts";
import { linkedFigure, linkedPageHtml } from "./linked-page.ts";
import { sendNotFound } from "./error-handler.ts";
import { readSitePages, robotsTxt, sitemapXml } from "./site-map.ts";

export interface WebAppOptions {
  /** The Vite build output (`apps/web/dist`); tests point it at a folder they create. */
  webRoot: string;
  /** Where people reach Kosh (PUBLIC_URL), for the absolute addresses of the sitemap and each page's head. */
  publicUrl: string;
}

const MISSING_BUILD_TEXT = [
  "Kosh: the web app has not been built yet.",
  "",
  "Run `npm run build` (or start with `npm start`, which builds it when needed), then reload this page.",
  "The API is available meanwhile under /api (see /api/docs).",
  "",
].join("\n");

/**
 * A path the single-page app answers (docs/product.md#screens-and-routes): a page, or its
 * not-found screen.
 */
function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (isApiPath(request.url)) return false;
  // A missing hashed file is a stale page after a deploy; answering HTML there would be cached as
  // the asset. A missing script (a service worker from an older build) must fail, not parse HTML.
  const path = request.url.split("?", 1)[0] ?? "";
  return !path.startsWith("/assets/") && !path.endsWith(".js");
}

/**
 * The page at `path` as the build names it (`/sip`, `/hi/sip`): `/sip/` and `/SIP` are `/sip`, as
 * the app's router ignores a trailing slash and case; the language's prefix is exact, as the app
 * reads it (`/HI/sip` is no page). Undefined for a path no page could have.
 */
function pageAt(path: string): string | undefined {
  const locale = localeOfPath(path);
  const rest = pathWithoutLocale(path)
    .toLowerCase()
    .replace(/(.)\/$/, "$1");
  if (!/^\/[a-z0-9-]*$/.test(rest)) return undefined;
  if (localeOfPath(rest) !== DEFAULT_LOCALE) return undefined;
  return pathInLocale(rest, locale);
}

/**
 * The file the build wrote for a page's `url` (apps/web/scripts/prerender.mjs), as a path under
 * the web root, or undefined for an address that is no page. Every page has one: the guest view
 * of `/`, `/sip` and `/hi/sip`, or for a signed-in page the shell that names its chunks. An address
 * with a query gets the page's head on the empty shell where the build wrote one (a shared
 * calculator link: its title and description in its language, for the link's preview, with the
 * link's figure: linked-page.ts), else the
 * shell; spelled otherwise (`/SIP`), the shell: the drawing would not show a calculator's inputs,
 * and main.tsx hydrates only the address drawn. The pattern admits no dots, so no path leaves the
 * folder.
 */
function pageFile(
  webRoot: string,
  url: string,
): { file: string; linked?: { page: string; search: string } } | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const page = pageAt(path);
  if (page === undefined) return undefined;
  const file = builtPageFile(page);
  if (!existsSync(join(webRoot, file))) return undefined;
  if (!/^[a-z0-9/-]*$/.test(path)) return { file: "index.html" };
  if (queryAt < 0) return { file };
  const linked = linkedPageFile(page);
  return existsSync(join(webRoot, linked))
    ? { file: linked, linked: { page, search: url.slice(queryAt) } }
    : { file: "index.html" };
}

/**
 * Serves the built web app with the .br/.gz files the build wrote beside each asset, and answers
 * every other navigation with the page the build wrote for it, so the app's router takes over, or
 * with 404 and the Not Found page in the address's language (docs/architecture.md#first-paint).
 * Also owns the 404 for everything else, because Fastify allows one not-found handler per prefix.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { webRoot, publicUrl }: WebAppOptions) => {
    const indexFile = join(webRoot, "index.html");
    if (!existsSync(indexFile)) {
      app.log.warn(
        { webRoot },
        "web app not built: run `npm run build` to serve it",
      );
    }

    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      // Cache headers are decided per file below, not by the plugin's one-size setting.
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header("cache-control", cacheControlFor(webRoot, path));
      },
    });

    const sendMissingBuild = (reply: FastifyReply) =>
      reply
        .code(503)
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(MISSING_BUILD_TEXT);

    /**
     * The page the build wrote in `file` with the addresses in its head made absolute
     * (built-page.ts), compressed as the build compresses its files, and revalidated on every
     * visit by its ETag: unchanged, 304 and no page.
     */
    async function sendBuiltPage(
      request: FastifyRequest,
      reply: FastifyReply,
      code: number,
      file: string,
    ) {
      const page = await sentPage(join(webRoot, file), publicUrl);
      reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .header("etag", page.etag)
        .header("vary", "Accept-Encoding");
      if (code === 200 && request.headers["if-none-match"] === page.etag) {
        return reply.code(304).send();
      }
      const coding = acceptedCoding(request.headers["accept-encoding"]);
      if (!coding) return reply.code(code).send(page.html);
      return reply
        .code(code)
        .header("content-encoding", coding)
        .send(await page.compressed(coding));
    }

    /**
     * A navigation: the page the build wrote for it, else 404 with the Not Found page in the
     * path's language (the shell, from a build that wrote none); 503 without a build.
     */
    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      // Checked per navigation, not once at start: a build finishing (or rerunning) later is picked up.
      if (!existsSync(indexFile)) return sendMissingBuild(reply);
      const page = pageFile(webRoot, request.url);
      if (page?.linked) {
        const { page: path, search } = page.linked;
        const [template, figure] = await Promise.all([
          builtHtml(join(webRoot, page.file)),
          linkedFigure(path, search),
        ]);
        return reply
          .code(200)
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(linkedPageHtml(template, publicUrl, figure));
      }
      if (page) return sendBuiltPage(request, reply, 200, page.file);
      const notFound = notFoundFile(
        localeOfPath(request.url.split("?", 1)[0] ?? ""),
      );
      return sendBuiltPage(
        request,
        reply,
        404,
        existsSync(join(webRoot, notFound)) ? notFound : "index.html",
      );
    }

    // `/` is a navigation like any other, not the static plugin's index.html.
    app.get("/", { schema: { hide: true } }, sendPage);

    /** A text the build's list of pages gives, at the server's own address. */
    const siteFile =
      (type: string, write: typeof robotsTxt) =>
      async (_request: FastifyRequest, reply: FastifyReply) => {
        const pages = await readSitePages(webRoot);
        if (!pages) return sendMissingBuild(reply);
        return reply
          .header("content-type", type)
          .header("cache-control", "no-cache")
          .send(write(pages, publicUrl));
      };
    app.get(
      "/robots.txt",
      { schema: { hide: true } },
      siteFile("text/plain; charset=utf-8", robotsTxt),
    );
    app.get(
      "/sitemap.xml",
      { schema: { hide: true } },
      siteFile("application/xml; charset=utf-8", sitemapXml),
    );

    app.setNotFoundHandler((request, reply) => {
      if (!isAppNavigation(request)) return sendNotFound(request, reply);
      return sendPage(request, reply);
    });
  },
  { name: "kosh-web-app" },
);

function cacheControlFor(webRoot: string, filePath: string): string {
  // Vite puts a content hash in every name under assets/, so a file there never changes.
  if (filePath.startsWith(join(webRoot, "assets") + "/")) {
    return "public, max-age=31536000, immutable";
  }
  // index.html and unhashed files (favicon, the manifest, and sw.js, which browsers check for a new
  // version on every visit) must be revalidated, or a deploy would go unseen
  // (docs/architecture.md#offline).
  return "no-cache";
}
