import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./api-path.ts";
import { sendNotFound } from "./error-handler.ts";

export interface WebAppOptions {
  /** The Vite build output (`apps/web/dist`); tests point it at a folder they create. */
  webRoot: string;
}

const MISSING_BUILD_TEXT = [
  "Kosh: the web app has not been built yet.",
  "",
  "Run `npm run build` (or start with `npm start`, which builds it when needed), then reload this page.",
  "The API is available meanwhile under /api (see /api/docs).",
  "",
].join("\n");

/**
 * A path the single-page app routes itself (docs/product.md#screens-and-routes, its not-found
 * screen included).
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
 * The page the build wrote for `url` (apps/web/scripts/prerender.mjs), as a path under the web
 * root: the guest view of `/`, `/sip` (or `/sip/`) and `/hi/sip` (a page in another language),
 * or for a signed-in page the shell that names its chunks; never with a query, whose calculator inputs the drawing would not show. The
 * pattern admits no dots, so no path leaves the folder.
 */
function prerenderedPage(webRoot: string, url: string): string | undefined {
  const page = /^\/((?:[a-z]{2}\/)?[a-z0-9-]+\/?)?$/.exec(url);
  if (!page) return undefined;
  const file = join("prerendered", page[1] ?? "", "index.html");
  return existsSync(join(webRoot, file)) ? file : undefined;
}

/**
 * Serves the built web app with the .br/.gz files the build wrote beside each asset, and answers
 * every other navigation with the page the build prerendered for it, or else index.html, so the
 * app's router takes over (docs/architecture.md#first-paint). Also owns the 404 for
 * everything else, because Fastify allows one not-found handler per prefix.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { webRoot }: WebAppOptions) => {
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

    /** A navigation: the page the build prerendered for it, else the shell; 503 without a build. */
    function sendPage(request: FastifyRequest, reply: FastifyReply) {
      // Checked per navigation, not once at start: a build finishing (or rerunning) later is picked up.
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .header("content-type", "text/plain; charset=utf-8")
          .header("cache-control", "no-store")
          .send(MISSING_BUILD_TEXT);
      }
      return reply
        .code(200)
        .sendFile(prerenderedPage(webRoot, request.url) ?? "index.html");
    }

    // `/` is a navigation like any other, not the static plugin's index.html.
    app.get("/", { schema: { hide: true } }, sendPage);

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
