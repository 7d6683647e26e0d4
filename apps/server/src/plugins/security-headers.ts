import { pathPrefix } from "@kosh/core/api/endpoint";
import { reminderEndpoints } from "@kosh/core/api/reminders";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { isApiPath } from "./api-path.ts";

export interface SecurityHeadersOptions {
  config: Config;
}

/**
 * The session token lives in localStorage (docs/product.md#sessions), so script injection is the
 * threat that matters: scripts come only from our own files, never inline (decision 0005).
 */
function contentSecurityPolicy(production: boolean) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    // Sonner and Radix (scroll lock) inject <style> elements at run time; Vite's CSS itself is a file.
    // Inline style cannot run code, so this is the usual, accepted relaxation.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    // The service worker and the web app manifest are our own files (docs/architecture.md#offline).
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Only in production: on plain-http development hosts (a LAN IP) it would break every asset.
    ...(production ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * The security headers of pages and files, computed once: the same set helmet would send, without
 * helmet's per-request rebuilding, which cost about a third of the calculators' throughput.
 */
function securityHeaders(production: boolean): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy(production))
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join(";");
  return {
    "content-security-policy": csp,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    ...strictTransportSecurity(production),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/**
 * The headers of a JSON answer (OWASP's REST set, less what another header here already does):
 * nothing in it may run, load or be framed, it is never sniffed as HTML, never read cross-origin
 * without CORS, and never stored, errors and signed-in answers alike. CSP's frame-ancestors does
 * X-Frame-Options' work in every browser that runs the web app, and an answer no cache stores
 * needs no Vary (decision 0005). These answers are the busiest: every header costs throughput.
 */
function apiHeaders(production: boolean): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none';frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    ...strictTransportSecurity(production),
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  };
}

/** HSTS pins browsers to https for a year: right behind a TLS proxy, harmful on http://localhost. */
function strictTransportSecurity(production: boolean): Record<string, string> {
  return production
    ? { "strict-transport-security": "max-age=31536000; includeSubDomains" }
    : {};
}

/**
 * Both header sets, computed once per mode. Pages and files differ by Origin (CORS) and are
 * cached, so caches key on it; API answers are never stored.
 */
const HEADER_SETS = new Map(
  [false, true].map((production) => [
    production,
    {
      api: apiHeaders(production),
      pages: { ...securityHeaders(production), vary: "Origin" },
    },
  ]),
);

/**
 * The security headers of an answer to `url`: for every request (the hook below), and for the
 * rare answer Fastify gives before any hook runs (a URL that cannot be decoded).
 */
export function securityHeadersFor(
  url: string,
  production: boolean,
): Record<string, string> {
  const sets = HEADER_SETS.get(production)!;
  return isJsonApiPath(url) ? sets.api : sets.pages;
}

/** The page a reminder's unsubscribe link opens (docs/product.md#reminders), styled as Kosh. */
const UNSUBSCRIBE_PAGE = `${pathPrefix({ page: reminderEndpoints.unsubscribePage })}/`;

/** /api/docs (Swagger UI) and the unsubscribe page are pages, not JSON answers. */
function isJsonApiPath(url: string): boolean {
  return (
    isApiPath(url) &&
    !url.startsWith("/api/docs") &&
    !url.startsWith(UNSUBSCRIBE_PAGE)
  );
}

/** What a preflight from PUBLIC_URL may ask for: JSON bodies and the session token's header. */
const PREFLIGHT_HEADERS = {
  "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE",
  "access-control-allow-headers": "Content-Type, Authorization",
  "access-control-max-age": "600",
};

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: SecurityHeadersOptions) => {
    const production = config.NODE_ENV === "production";
    // Same-origin needs no CORS; this only lets a separately hosted front end at PUBLIC_URL read
    // answers. A browser's Origin never carries a path, so PUBLIC_URL=https://host/kosh allows
    // https://host; any other origin, however alike, gets no permission.
    const allowedOrigin = new URL(config.PUBLIC_URL).origin;

    // Once the server is closing, each answer still under way closes its connection (new requests
    // already get 503 and Connection: close from Fastify): a keep-alive connection left open after
    // the last in-flight answer would hold app.close(), and the exit, until the client let go.
    let closing = false;
    app.addHook("preClose", (done) => {
      closing = true;
      done();
    });

    // Set as each answer leaves, so every answer has them: pages and files, 404s, 413s, 415s,
    // errors, 503s. One hook for headers, CORS and shutdown alike: it runs on every request
    // (the throughput budget, decision 0012). Routes set no header of these names, Vary aside.
    app.addHook("onSend", (request, reply, payload, done) => {
      const headers = securityHeadersFor(request.url, production);
      // A file's Vary (Accept-Encoding, from the precompressed files) is kept, Origin added.
      const vary = headers.vary && reply.getHeader("vary");
      reply.headers(headers);
      if (vary) reply.header("vary", `${String(vary)}, ${headers.vary}`);
      if (request.headers.origin === allowedOrigin) {
        reply.header("access-control-allow-origin", allowedOrigin);
      }
      if (closing) reply.header("connection", "close");
      done(null, payload);
    });

    // Preflights, on every path. An OPTIONS without Origin is no preflight, but is answered the
    // same way rather than with an error outside the API's shape; permission still depends on
    // the Origin the hook above checks.
    app.options("*", { schema: { hide: true } }, (_request, reply) => {
      reply.headers(PREFLIGHT_HEADERS).header("content-length", "0").code(204);
      return reply.send();
    });
  },
  { name: "kosh-security-headers" },
);
