import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";

const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><title>Kosh</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify("kosh ".repeat(200))});`;
/** Pages as apps/web/scripts/prerender.mjs writes them: the shell with #root filled. */
const prerendered = (path: string, content: string) =>
  INDEX_HTML.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${path}">${content}</div>`,
  );
const SIP_HTML = prerendered(
  "/sip",
  "<main><h1>SIP Calculator</h1><dd>₹11,61,695</dd></main>",
);
const HOME_HTML = prerendered("/", "<main><h1>Plan your savings</h1></main>");
const HINDI_SIP_HTML = prerendered(
  "/hi/sip",
  "<main><h1>एसआईपी कैलकुलेटर</h1></main>",
);
const HINDI_HOME_HTML = prerendered("/hi", "<main><h1>Kosh</h1></main>");

let webRoot: string;
let app: App;

/** A dist folder shaped like the real build: hashed assets with .br/.gz twins (apps/web/scripts/precompress.mjs). */
async function writeBuild(root: string) {
  await mkdir(join(root, "assets"), { recursive: true });
  const files: Record<string, string> = {
    "index.html": INDEX_HTML,
    "assets/index-abc123.js": SCRIPT,
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    "sw.js": "self.addEventListener('fetch', () => {});",
    "manifest.webmanifest": '{"name":"Kosh"}',
    "prerendered/index.html": HOME_HTML,
    "prerendered/sip/index.html": SIP_HTML,
    "prerendered/hi/index.html": HINDI_HOME_HTML,
    "prerendered/hi/sip/index.html": HINDI_SIP_HTML,
  };
  await mkdir(join(root, "prerendered/sip"), { recursive: true });
  await mkdir(join(root, "prerendered/hi/sip"), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(root, name), content);
  }
  for (const name of [
    "index.html",
    "assets/index-abc123.js",
    "prerendered/sip/index.html",
  ]) {
    const content = Buffer.from(files[name] ?? "");
    await writeFile(join(root, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(root, `${name}.gz`), gzipSync(content));
  }
}

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "kosh-dist-"));
  await writeBuild(webRoot);
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), webRoot });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe("hashed assets", () => {
  it("are sent brotli-compressed when the browser accepts br", async () => {
    const response = await app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("are sent gzip to a browser without brotli, and plain to one without either", async () => {
    const gzip = await app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("are cached for a year as immutable", async () => {
    const response = await app.inject({ url: "/assets/index-abc123.js" });
    expect(response.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("answer 404 when missing, never the page (which would be cached as the script)", async () => {
    const response = await app.inject({ url: "/assets/index-old999.js" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBeUndefined();
  });
});

describe("the page and its routes", () => {
  it("serves the prerendered home page at / revalidated on every visit", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(HOME_HTML);
  });

  it("answers a page in Hindi, /hi and /hi/sip, with the page prerendered in Hindi", async () => {
    for (const [url, html] of [
      ["/hi", HINDI_HOME_HTML],
      ["/hi/", HINDI_HOME_HTML],
      ["/hi/sip", HINDI_SIP_HTML],
      ["/hi/sip/", HINDI_SIP_HTML],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(html);
    }
    // A third segment, or a dot, is not a page the build wrote: the shell routes it.
    for (const url of ["/hi/sip/x", "/hi/si.p"]) {
      expect((await app.inject({ url })).body, url).toBe(INDEX_HTML);
    }
  });

  it("answers /sip with its prerendered page, compressed, with the headers of every page", async () => {
    const home = await app.inject({ url: "/" });
    const response = await app.inject({
      url: "/sip",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toBe(SIP_HTML);
    expect(html).toContain("<h1>SIP Calculator</h1>");
    expect(html).toContain("₹11,61,695");
    const { "content-encoding": _, ...sipHeaders } = response.headers;
    for (const name of [
      "content-type",
      "cache-control",
      "content-security-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "referrer-policy",
      "x-content-type-options",
      "x-frame-options",
    ]) {
      expect(home.headers[name], name).toBeDefined();
      expect(sipHeaders[name], name).toBe(home.headers[name]);
    }
    expect(response.headers.vary).toBe("accept-encoding, Origin");
  });

  it("answers /sip/ with the same page; a query, or a page the build did not draw, gets the shell", async () => {
    const slash = await app.inject({ url: "/sip/" });
    expect(slash.body).toBe(SIP_HTML);
    for (const url of ["/sip?timePeriod=20", "/?utm_source=mail", "/fd"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it("serves the shell itself at /index.html, as the service worker caches it", async () => {
    const response = await app.inject({ url: "/index.html" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([
    "/home-loan-amortization",
    "/dashboard",
    "/auth",
    "/admin",
    "/no-such-page",
    "/deep/unknown/path?x=1",
  ])("answers %s with index.html and 200 so the app routes it", async (url) => {
    const response = await app.inject({
      url,
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      INDEX_HTML,
    );
  });

  it("serves unhashed files with revalidation", async () => {
    const response = await app.inject({ url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the service worker and the manifest revalidated on every visit, never cached for long", async () => {
    const worker = await app.inject({ url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toContain("javascript");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-security-policy"]).toContain(
      "script-src 'self'",
    );
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain(
      "application/manifest+json",
    );
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing script with 404, not the page, so an old service worker is not replaced by HTML", async () => {
    const response = await app.inject({ url: "/old-sw.js?v=2" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).not.toContain("text/html");
  });

  it("keeps API paths as JSON 404s", async () => {
    const response = await app.inject({ url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      code: "NOT_FOUND",
    });
  });

  it("answers an unknown POST outside the API with a JSON 404, not the page", async () => {
    const response = await app.inject({ method: "POST", url: "/sip" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});

describe("without a build", () => {
  let bare: App;
  let emptyRoot: string;
  beforeAll(async () => {
    emptyRoot = await mkdtemp(join(tmpdir(), "kosh-empty-"));
    bare = await buildApp({
      config: loadConfig({ NODE_ENV: "test" }),
      webRoot: join(emptyRoot, "dist"),
    });
  });
  afterAll(async () => {
    await bare.close();
    await rm(emptyRoot, { recursive: true, force: true });
  });

  it("tells the visitor of / to run npm run build", async () => {
    const response = await bare.inject({ url: "/" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("Run `npm run build`");
  });

  it("serves the app once a build appears, without a restart", async () => {
    await writeBuild(join(emptyRoot, "dist"));
    const page = await bare.inject({ url: "/sip" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SIP_HTML);
    const shell = await bare.inject({ url: "/dashboard" });
    expect(shell.body).toBe(INDEX_HTML);
    const asset = await bare.inject({ url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    await rm(join(emptyRoot, "dist"), { recursive: true, force: true });
  });

  it("still serves the API", async () => {
    const health = await bare.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    const missing = await bare.inject({ url: "/api/unknown" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
  });
});
