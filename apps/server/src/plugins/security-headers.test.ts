import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteEntry, routeTable } from "../../test/route-table.ts";
import { uniqueEmail } from "../../test/sign-in-harness.ts";
import { TEST_OPERATOR_ENV } from "../../test/test-operator.ts";
import {
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";

let webRoot: string;
let development: App;
let production: App;
/** The whole app with a database, for the checks that walk every route. */
let tracker: TrackerHarness;
let routes: RouteEntry[];
let adminToken: string;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "kosh-web-"));
  await writeFile(
    join(webRoot, "index.html"),
    '<!doctype html><title>Kosh</title><div id="root"></div>',
  );
  development = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "https://kosh.example",
    }),
    webRoot,
  });
  production = await buildApp({
    config: loadConfig({
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail.example:25",
      ...TEST_OPERATOR_ENV,
      PUBLIC_URL: "https://kosh.example",
      LOG_LEVEL: "silent",
    }),
    webRoot,
  });
  tracker = await startTrackerHarness();
  routes = routeTable(tracker.server.app).filter(
    (route) => route.method !== "OPTIONS",
  );
  const admin = uniqueEmail("headers-admin");
  await tracker.server.invite(admin, "admin");
  adminToken = await tracker.server.signIn(admin);
});
afterAll(async () => {
  await development.close();
  await production.close();
  await tracker.close();
  await rm(webRoot, { recursive: true, force: true });
});

function directives(header: string | string[] | number | undefined) {
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe("Content-Security-Policy", () => {
  it("allows scripts only from our own origin, never inline", async () => {
    const response = await development.inject({ url: "/" });
    const csp = directives(response.headers["content-security-policy"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("lets the app's own service worker and manifest in, and no one else's", async () => {
    const response = await development.inject({ url: "/sip" });
    const csp = directives(response.headers["content-security-policy"]);
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
  });

  it("forbids plugins and framing, and allows only own and data: images", async () => {
    const response = await development.inject({ url: "/sip" });
    const csp = directives(response.headers["content-security-policy"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("lets caches, which keep pages and files, tell answers to different origins apart", async () => {
    const response = await development.inject({ url: "/sip" });
    expect(String(response.headers.vary).toLowerCase()).toContain("origin");
  });

  it("upgrades insecure requests only in production", async () => {
    const dev = await development.inject({ url: "/" });
    const prod = await production.inject({ url: "/" });
    expect(
      directives(dev.headers["content-security-policy"]).has(
        "upgrade-insecure-requests",
      ),
    ).toBe(false);
    expect(
      directives(prod.headers["content-security-policy"]).has(
        "upgrade-insecure-requests",
      ),
    ).toBe(true);
  });

  it("lets nothing run, load or frame an API answer", async () => {
    for (const url of ["/api/health", "/api/nothing-here"]) {
      const response = await development.inject({ url });
      const csp = directives(response.headers["content-security-policy"]);
      expect(csp.get("default-src"), url).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
      expect(response.headers["cross-origin-resource-policy"], url).toBe(
        "same-origin",
      );
      // frame-ancestors does its work; a header more on the busiest answers buys nothing.
      expect(response.headers["x-frame-options"], url).toBeUndefined();
    }
  });
});

describe("other security headers", () => {
  it("forbids MIME sniffing everywhere", async () => {
    for (const url of ["/", "/api/health", "/api/unknown"]) {
      const response = await development.inject({ url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it.each(["/", "/api/health", "/api/nothing-here", "/assets/missing.js"])(
    "sends HSTS in production only (%s)",
    async (url) => {
      const dev = await development.inject({ url });
      const prod = await production.inject({ url });
      expect(dev.headers["strict-transport-security"]).toBeUndefined();
      expect(prod.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
    },
  );

  it("keeps every API answer out of caches, errors included", async () => {
    const health = await development.inject({ url: "/api/health" });
    const notFound = await development.inject({ url: "/api/nothing-here" });
    const invalid = await development.inject({
      method: "POST",
      url: "/api/calculate/fd",
      payload: {},
    });
    for (const response of [health, notFound, invalid]) {
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });
});

/** A request for the route with its parameters filled in; bodies are sent as JSON. */
function call(route: RouteEntry, token?: string) {
  const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
  return tracker.server.app.inject({
    method: route.method,
    url: route.url
      .replace(/:[A-Za-z_]+/g, "00000000-0000-4000-8000-000000000000")
      .replace("*", "index.css"),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

const describeRoute = ({ method, url }: RouteEntry) => `${method} ${url}`;

describe("every route of the app", () => {
  it("answers with a CSP forbidding framing, plugins and inline script, and nosniff", async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      for (const token of [undefined, adminToken]) {
        const response = await call(route, token);
        const context = `${describeRoute(route)} → ${response.statusCode}`;
        const csp = directives(response.headers["content-security-policy"]);
        // A directive left out falls back to default-src.
        const effective = (name: string) =>
          csp.get(name) ?? csp.get("default-src");
        expect(csp.get("frame-ancestors"), context).toEqual(["'none'"]);
        expect(["'self'", "'none'"], context).toContain(
          effective("script-src")?.join(" "),
        );
        expect(effective("object-src"), context).toEqual(["'none'"]);
        expect(response.headers["x-content-type-options"], context).toBe(
          "nosniff",
        );
      }
    }
  });

  it("keeps every answer to a signed-in caller out of caches, on each route that needs a session", async () => {
    const needSession: string[] = [];
    for (const route of routes.filter((entry) =>
      entry.url.startsWith("/api/"),
    )) {
      const stranger = await call(route);
      if (stranger.statusCode !== 401) continue;
      needSession.push(describeRoute(route));
      const signedIn = await call(route, adminToken);
      const context = `${describeRoute(route)} → ${signedIn.statusCode}`;
      expect(signedIn.headers["cache-control"], context).toBe("no-store");
      expect(stranger.headers["cache-control"], context).toBe("no-store");
    }
    // The list is found by asking, so check it holds what it must.
    for (const route of [
      "GET /api/investments",
      "GET /api/investments/export.csv",
      "POST /api/investments/:id/renew",
      "GET /api/auth/profile",
      "PUT /api/auth/complete-profile",
      "GET /api/admin/users",
      "PATCH /api/admin/companies/:id",
    ]) {
      expect(needSession).toContain(route);
    }
  });

  it("keeps the sign-in answers out of caches, the session token above all", async () => {
    const email = uniqueEmail("headers-sign-in");
    await tracker.server.invite(email);
    const sent = await tracker.server.sendCode(email);
    tracker.server.clock.advance(61_000);
    const resent = await tracker.server.resendCode(email);
    const wrong = await tracker.server.verify(email, "000000");
    const right = await tracker.server.verify(
      email,
      tracker.server.latestMailedCode(email),
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().session.access_token).toEqual(expect.any(String));
    for (const [name, response] of Object.entries({
      sent,
      resent,
      wrong,
      right,
    })) {
      expect(response.headers["cache-control"], name).toBe("no-store");
    }
  });
});
