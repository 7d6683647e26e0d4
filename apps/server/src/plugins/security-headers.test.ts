import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";

let webRoot: string;
let development: App;
let production: App;

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
      PUBLIC_URL: "https://kosh.example",
      LOG_LEVEL: "silent",
    }),
    webRoot,
  });
});
afterAll(async () => {
  await development.close();
  await production.close();
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

  it("forbids plugins and framing, and allows only own and data: images", async () => {
    const response = await development.inject({ url: "/sip" });
    const csp = directives(response.headers["content-security-policy"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(response.headers["x-frame-options"]).toBe("DENY");
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

  it("sends the same policy on API answers", async () => {
    const response = await development.inject({ url: "/api/health" });
    expect(
      directives(response.headers["content-security-policy"]).get("script-src"),
    ).toEqual(["'self'"]);
  });
});

describe("other security headers", () => {
  it("forbids MIME sniffing everywhere", async () => {
    for (const url of ["/", "/api/health", "/api/unknown"]) {
      const response = await development.inject({ url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("sends HSTS in production only", async () => {
    const dev = await development.inject({ url: "/" });
    const prod = await production.inject({ url: "/" });
    expect(dev.headers["strict-transport-security"]).toBeUndefined();
    expect(prod.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

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

describe("CORS", () => {
  it("lets the configured PUBLIC_URL call the API", async () => {
    const response = await development.inject({
      url: "/api/health",
      headers: { origin: "https://kosh.example" },
    });
    expect(response.headers["access-control-allow-origin"]).toBe(
      "https://kosh.example",
    );
  });

  it("answers a preflight from PUBLIC_URL for a JSON post with a token", async () => {
    const response = await development.inject({
      method: "OPTIONS",
      url: "/api/calculate/sip",
      headers: {
        origin: "https://kosh.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,authorization",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(
      "https://kosh.example",
    );
    expect(
      String(response.headers["access-control-allow-headers"]).toLowerCase(),
    ).toContain("authorization");
  });

  it("gives any other origin no permission", async () => {
    const response = await development.inject({
      method: "OPTIONS",
      url: "/api/calculate/sip",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
      },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    const simple = await development.inject({
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(simple.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
