import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";
import { type RouteEntry, routeTable } from "../../test/route-table.ts";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";

/**
 * CORS only for PUBLIC_URL (docs/product.md#api): its origin, and no other, is allowed to read API
 * answers from a browser, on every route, for preflights and simple requests alike.
 */

let tracker: TrackerHarness;
let apiRoutes: RouteEntry[];
let hostedUnderAPath: App;

/** PUBLIC_URL of the harness is http://kosh.test. */
const OWN_ORIGIN = "http://kosh.test";
const OTHER_ORIGINS = [
  "https://evil.example",
  "null",
  "https://kosh.test",
  "http://kosh.test:8080",
  "http://kosh.test.evil.example",
  "http://sub.kosh.test",
  "http://KOSH.TEST",
];

beforeAll(async () => {
  tracker = await startTrackerHarness();
  apiRoutes = routeTable(tracker.server.app).filter(
    (route) =>
      route.url.startsWith("/api/") &&
      !["HEAD", "OPTIONS"].includes(route.method),
  );
  hostedUnderAPath = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "https://kosh.example/savings/",
    }),
  });
});
afterAll(async () => {
  await hostedUnderAPath.close();
  await tracker.close();
});

const concreteUrl = (url: string) =>
  url
    .replace(/:[A-Za-z_]+/g, "00000000-0000-4000-8000-000000000000")
    .replace("*", "index.css");

function preflight(app: App, route: RouteEntry, origin: string) {
  return app.inject({
    method: "OPTIONS",
    url: concreteUrl(route.url),
    headers: {
      origin,
      "access-control-request-method": route.method,
      "access-control-request-headers": "content-type,authorization",
    },
  });
}

function simpleRequest(app: App, route: RouteEntry, origin: string) {
  const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
  return app.inject({
    method: route.method,
    url: concreteUrl(route.url),
    headers: { origin },
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe("a browser page at PUBLIC_URL", () => {
  it("may call every API route: preflights allow its origin, the token header and the method", async () => {
    expect(apiRoutes.length).toBeGreaterThan(25);
    for (const route of apiRoutes) {
      const response = await preflight(tracker.server.app, route, OWN_ORIGIN);
      const context = `${route.method} ${route.url}`;
      expect(response.statusCode, context).toBe(204);
      expect(response.headers["access-control-allow-origin"], context).toBe(
        OWN_ORIGIN,
      );
      expect(
        String(response.headers["access-control-allow-methods"]),
        context,
      ).toContain(route.method);
      expect(
        String(response.headers["access-control-allow-headers"]).toLowerCase(),
        context,
      ).toContain("authorization");
      // The token travels in a header, never in cookies: no credentials mode.
      expect(
        response.headers["access-control-allow-credentials"],
        context,
      ).toBeUndefined();
    }
  });

  it("may read every API route's answer, errors included", async () => {
    for (const route of apiRoutes) {
      const response = await simpleRequest(
        tracker.server.app,
        route,
        OWN_ORIGIN,
      );
      const context = `${route.method} ${route.url} → ${response.statusCode}`;
      expect(response.headers["access-control-allow-origin"], context).toBe(
        OWN_ORIGIN,
      );
      // Answers differ by origin: no cache may serve one origin's answer to another. JSON
      // answers are never stored; the docs page may be, keyed on the origin.
      if (route.url.startsWith("/api/docs")) {
        expect(String(response.headers.vary), context).toContain("Origin");
      } else {
        expect(response.headers["cache-control"], context).toBe("no-store");
      }
    }
  });

  it("is recognised by its origin when PUBLIC_URL has a path", async () => {
    const response = await hostedUnderAPath.inject({
      url: "/api/health",
      headers: { origin: "https://kosh.example" },
    });
    expect(response.headers["access-control-allow-origin"]).toBe(
      "https://kosh.example",
    );
  });
});

describe("a page at any other origin", () => {
  it.each(OTHER_ORIGINS)(
    "(%s) gets no permission on any route, preflight or not",
    async (origin) => {
      for (const route of apiRoutes) {
        const context = `${origin}: ${route.method} ${route.url}`;
        const pre = await preflight(tracker.server.app, route, origin);
        expect(
          pre.headers["access-control-allow-origin"],
          context,
        ).toBeUndefined();
        const simple = await simpleRequest(tracker.server.app, route, origin);
        expect(
          simple.headers["access-control-allow-origin"],
          context,
        ).toBeUndefined();
      }
    },
  );
});

describe("an OPTIONS request that is no preflight", () => {
  it("is answered without an error outside the API's shape, and without permission", async () => {
    // Found by the fuzz test: the strict default answered a plain-text 400.
    const response = await tracker.server.app.inject({
      method: "OPTIONS",
      url: "/api/health",
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
