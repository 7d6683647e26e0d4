import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { LOCALES, pathInLocale } from "@kosh/core/i18n/locale";
import { SIGNED_IN_ROUTES } from "@kosh/testing/routes";
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
/** The Not Found page in each language, as the build renders it at /404 and /hi/404. */
const NOT_FOUND_HTML = prerendered(
  "/404",
  "<main><h1>Page not found</h1></main>",
);
const HINDI_NOT_FOUND_HTML = prerendered(
  "/hi/404",
  "<main><h1>पेज नहीं मिला</h1></main>",
);

const ORIGIN = "https://kosh.example";
const inEveryLocale = (paths: readonly string[]) =>
  LOCALES.flatMap((locale) => paths.map((path) => pathInLocale(path, locale)));
/** The public pages of docs/product.md#screens-and-routes: home and each calculator. */
const PUBLIC_PAGES = ["/", ...CALCULATORS.map(({ slug }) => `/${slug}`)];
const PUBLIC_PATHS = inEveryLocale(PUBLIC_PAGES);
const SIGNED_IN_PATHS = inEveryLocale(SIGNED_IN_ROUTES);
/** What the build writes for a page it does not draw: the shell, told apart here by a comment. */
const shellOf = (path: string) =>
  INDEX_HTML.replace("</head>", `<!-- ${path} --></head>`);
/** What the build wrote for each page (apps/web/scripts/prerender.mjs), by its address. */
const PAGE_HTML = new Map<string, string>([
  ...[...PUBLIC_PATHS, ...SIGNED_IN_PATHS].map(
    (path) => [path, shellOf(path)] as const,
  ),
  ["/", HOME_HTML],
  ["/sip", SIP_HTML],
  ["/hi", HINDI_HOME_HTML],
  ["/hi/sip", HINDI_SIP_HTML],
]);
const pageFile = (path: string) =>
  join("prerendered", path === "/" ? "" : path, "index.html");
/** What the build writes beside a public page for its address with a query: its head, nothing drawn. */
const linkedOf = (path: string) =>
  INDEX_HTML.replace("</head>", `<!-- linked ${path} --></head>`);
const linkedFile = (path: string) =>
  join("prerendered", path === "/" ? "" : path, "linked.html");

let webRoot: string;
let app: App;

/**
 * A dist folder shaped like the real build: hashed assets with .br/.gz twins
 * (apps/web/scripts/precompress.mjs), a page for every address, the Not Found pages and the list
 * of pages; `pages: false` for a build from before those (only the shell and a drawn page).
 */
async function writeBuild(root: string, { pages = true } = {}) {
  const files: Record<string, string> = {
    "index.html": INDEX_HTML,
    "assets/index-abc123.js": SCRIPT,
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    "sw.js": "self.addEventListener('fetch', () => {});",
    "manifest.webmanifest": '{"name":"Kosh"}',
    [pageFile("/sip")]: SIP_HTML,
    ...(pages && {
      ...Object.fromEntries(
        [...PAGE_HTML].map(([path, html]) => [pageFile(path), html]),
      ),
      ...Object.fromEntries(
        PUBLIC_PATHS.map((path) => [linkedFile(path), linkedOf(path)]),
      ),
      "prerendered/404.html": NOT_FOUND_HTML,
      "prerendered/hi/404.html": HINDI_NOT_FOUND_HTML,
      "prerendered/pages.json": JSON.stringify({
        public: PUBLIC_PATHS,
        signedIn: SIGNED_IN_PATHS,
      }),
    }),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), content);
  }
  for (const name of [
    "index.html",
    "assets/index-abc123.js",
    pageFile("/sip"),
    ...(pages ? [pageFile("/dashboard"), "prerendered/hi/404.html"] : []),
  ]) {
    const content = Buffer.from(files[name] ?? "");
    await writeFile(join(root, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(root, `${name}.gz`), gzipSync(content));
  }
}

/** The answer to `url` asked for with brotli, which it is sent in, and its page unpacked. */
async function askWithBrotli(url: string) {
  const response = await app.inject({
    url,
    headers: { "accept-encoding": "br" },
  });
  expect(response.headers["content-encoding"], url).toBe("br");
  return {
    response,
    html: brotliDecompressSync(response.rawPayload).toString(),
  };
}

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "kosh-dist-"));
  await writeBuild(webRoot);
  app = await buildApp({
    // With the slash a person may well write: the addresses have none twice.
    config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: `${ORIGIN}/` }),
    webRoot,
  });
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
    expect(response.headers.vary).toBe("Accept-Encoding, Origin");
  });

  it("answers /sip/ with the same page; a query gets the page's head with nothing drawn, the page spelled otherwise the shell", async () => {
    const slash = await app.inject({ url: "/sip/" });
    expect(slash.body).toBe(SIP_HTML);
    for (const [url, html] of [
      ["/sip?timePeriod=20", linkedOf("/sip")],
      ["/sip/?timePeriod=20", linkedOf("/sip")],
      ["/?utm_source=mail", linkedOf("/")],
      ["/hi/sip?timePeriod=20", linkedOf("/hi/sip")],
      ["/SIP", INDEX_HTML],
      ["/SIP?timePeriod=20", INDEX_HTML],
      ["/Dashboard/", INDEX_HTML],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toBe(html);
    }
  });

  it("answers every page, in each language, with 200 and the page the build wrote for it", async () => {
    for (const path of [...PUBLIC_PATHS, ...SIGNED_IN_PATHS]) {
      for (const url of new Set([path, `${path}/`.replace("//", "/")])) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["content-type"], url).toContain("text/html");
        expect(response.headers["cache-control"], url).toBe("no-cache");
        expect(response.body, url).toBe(PAGE_HTML.get(path));
      }
      const linked = await app.inject({ url: `${path}?next=%2Fdashboard` });
      expect(linked.statusCode, path).toBe(200);
      expect(linked.body, path).toBe(
        PUBLIC_PATHS.includes(path) ? linkedOf(path) : INDEX_HTML,
      );
    }
  });

  it("serves the shell itself at /index.html, as the service worker caches it", async () => {
    const response = await app.inject({ url: "/index.html" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it("answers a signed-in page with the shell the build wrote for it, compressed", async () => {
    const { response, html } = await askWithBrotli("/dashboard");
    expect(response.statusCode).toBe(200);
    expect(html).toBe(shellOf("/dashboard"));
  });

  it.each([
    ["/no-such-page", NOT_FOUND_HTML],
    ["/deep/unknown/path?x=1", NOT_FOUND_HTML],
    ["/sip/x", NOT_FOUND_HTML],
    ["/si.p", NOT_FOUND_HTML],
    ["/favicon.ico", NOT_FOUND_HTML],
    ["/404", NOT_FOUND_HTML],
    ["/HI/sip", NOT_FOUND_HTML],
    ["/hi/unknown", HINDI_NOT_FOUND_HTML],
    ["/hi/sip/x?y=1", HINDI_NOT_FOUND_HTML],
    ["/hi/hi", HINDI_NOT_FOUND_HTML],
  ])(
    "answers %s, no page, with 404 and the Not Found page in its language",
    async (url, html) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(html);
    },
  );

  it("answers an unknown Hindi address with the Hindi Not Found page compressed, and HEAD alike", async () => {
    const { response, html } = await askWithBrotli("/hi/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(html).toContain("पेज नहीं मिला");
    const head = await app.inject({ method: "HEAD", url: "/no-such-page" });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe("");
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

/** A page's own address and its addresses in each language, as the build writes them: paths. */
const ADDRESSES_OF_FD =
  '<link rel="canonical" href="/fd"/><link rel="alternate" hrefLang="en-IN" href="/fd"/><link rel="alternate" hrefLang="hi-IN" href="/hi/fd"/><link rel="alternate" hrefLang="x-default" href="/fd"/>';
/** The same at Kosh's address, as Lighthouse's canonical and hreflang audits ask. */
const ABSOLUTE_ADDRESSES_OF_FD = ADDRESSES_OF_FD.replaceAll(
  'href="/',
  `href="${ORIGIN}/`,
);

describe("a page's addresses in its head", () => {
  /** /fd as the build draws it, with the Open Graph image and its addresses as paths. */
  const FD_HTML = prerendered(
    "/fd",
    "<main><h1>Fixed Deposit Calculator</h1></main>",
  ).replace(
    "</head>",
    `<meta property="og:image" content="/icons/icon-512.png"/>${ADDRESSES_OF_FD}</head>`,
  );
  const ABSOLUTE_FD_HTML = FD_HTML.replace(
    'content="/icons/',
    `content="${ORIGIN}/icons/`,
  ).replace(ADDRESSES_OF_FD, ABSOLUTE_ADDRESSES_OF_FD);

  beforeAll(async () => {
    await writeFile(join(webRoot, pageFile("/fd")), FD_HTML);
    await writeFile(
      join(webRoot, "prerendered/404.html"),
      NOT_FOUND_HTML.replace(
        "</head>",
        '<meta property="og:image" content="/icons/icon-512.png"/></head>',
      ),
    );
  });
  afterAll(async () => {
    await writeFile(join(webRoot, pageFile("/fd")), shellOf("/fd"));
    await writeFile(join(webRoot, "prerendered/404.html"), NOT_FOUND_HTML);
  });

  it("are sent at Kosh's address (PUBLIC_URL), as the page's own drawing in the browser names them, compressed as the build compresses its files", async () => {
    const { response, html } = await askWithBrotli("/fd");
    expect(response.statusCode).toBe(200);
    expect(html).toBe(ABSOLUTE_FD_HTML);
    expect(response.headers.vary).toContain("Accept-Encoding");
    const plain = await app.inject({ url: "/fd/" });
    expect(plain.body).toBe(ABSOLUTE_FD_HTML);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("are sent so on the Not Found page too, whose Open Graph image a shared broken link shows", async () => {
    const response = await app.inject({ url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(
      `<meta property="og:image" content="${ORIGIN}/icons/icon-512.png"/>`,
    );
  });

  it("a page seen before is revalidated by its ETag: 304 while the build is the same, the page again once it changes", async () => {
    const first = await app.inject({ url: "/fd" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: "/fd",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await writeFile(
      join(webRoot, pageFile("/fd")),
      FD_HTML.replace("Fixed Deposit", "Fixed deposit"),
    );
    const rebuilt = await app.inject({
      url: "/fd",
      headers: { "if-none-match": etag },
    });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain("<h1>Fixed deposit Calculator</h1>");
    expect(rebuilt.headers.etag).not.toBe(etag);
  });
});

describe("a shared calculator link", () => {
  /** A linked.html as the build writes it: the page's description and Open Graph words, nothing drawn. */
  const linkedHead = (description: string) =>
    INDEX_HTML.replace(
      "</head>",
      `<meta name="description" content="${description}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="/icons/icon-512.png"/>${ADDRESSES_OF_FD}</head>`,
    );
  const FD_LINK = "principal=500000&rate=7.25&tenureDays=444";

  beforeAll(async () => {
    await writeFile(
      join(webRoot, linkedFile("/fd")),
      linkedHead("What a fixed deposit grows to."),
    );
    await writeFile(
      join(webRoot, linkedFile("/hi/fd")),
      linkedHead("एफडी कितनी बढ़ेगी।"),
    );
  });

  it("holds the figure its inputs give before any script runs, in the page's language, with the Open Graph image at Kosh's address", async () => {
    // ₹5,00,000 at 7.25 % for 444 days: ₹5,45,678, as /fd and the API answer it (decision 0042,
    // checked there against the IBA master chart SBI published).
    for (const [url, figure, description] of [
      [
        `/fd?${FD_LINK}`,
        "Maturity Amount: ₹5,45,678",
        "What a fixed deposit grows to.",
      ],
      [`/hi/fd?${FD_LINK}`, "परिपक्वता राशि: ₹5,45,678", "एफडी कितनी बढ़ेगी।"],
    ] as const) {
      const response = await app.inject({ url });
      const html = response.body;
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(html, url).toContain(
        `<meta name="description" content="${figure} · ${description}"/>`,
      );
      expect(html, url).toContain(
        `<meta property="og:description" content="${figure} · ${description}"/>`,
      );
      expect(html, url).toContain(
        `<div id="root"><noscript><p>${figure}</p></noscript></div>`,
      );
      expect(html, url).toContain(
        `<meta property="og:image" content="${ORIGIN}/icons/icon-512.png"/>`,
      );
      expect(html, url).toContain(ABSOLUTE_ADDRESSES_OF_FD);
    }
  });

  it("holds no figure where the page could show another: a slider left out (the page may fill it), a value it refuses, a choice it does not know", async () => {
    for (const url of [
      "/fd?principal=500000&rate=7.25",
      "/fd?principal=abc&rate=7.25&tenureDays=444",
      `/fd?${FD_LINK}&payout=weekly`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(
        '<meta name="description" content="What a fixed deposit grows to."/>',
      );
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain(
        `<meta property="og:image" content="${ORIGIN}/icons/icon-512.png"/>`,
      );
    }
  });
});

describe("robots.txt and the sitemap", () => {
  it("robots.txt lets the public pages be read, not the signed-in ones or the API, and names the sitemap", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const disallowed = lines
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    expect(disallowed.sort()).toEqual(["/api/", ...SIGNED_IN_PATHS].sort());
  });

  it("the sitemap lists every public page in both languages at its absolute address, each with its alternates", async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/xml; charset=utf-8",
    );
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(
      'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(match[1]!)![1],
      alternates: Object.fromEntries(
        [
          ...match[1]!.matchAll(
            /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
          ),
        ].map(([, tag, href]) => [tag, href]),
      ),
    }));
    expect(entries.map(({ loc }) => loc).sort()).toEqual(
      PUBLIC_PATHS.map((path) => ORIGIN + path).sort(),
    );
    expect(PUBLIC_PATHS).toHaveLength(2 * (CALCULATORS.length + 1));
    for (const page of PUBLIC_PAGES) {
      const alternates = {
        "en-IN": ORIGIN + page,
        "hi-IN": ORIGIN + pathInLocale(page, "hi"),
        "x-default": ORIGIN + page,
      };
      for (const path of [page, pathInLocale(page, "hi")]) {
        const entry = entries.find(({ loc }) => loc === ORIGIN + path);
        expect(entry?.alternates, path).toEqual(alternates);
      }
    }
    for (const path of SIGNED_IN_ROUTES) {
      expect(xml, path).not.toContain(`${ORIGIN}${path}<`);
      expect(xml, path).not.toContain(`${ORIGIN}${path}"`);
    }
  });

  it("names the server's own address, from PUBLIC_URL", async () => {
    const elsewhere = await buildApp({
      config: loadConfig({
        NODE_ENV: "test",
        PUBLIC_URL: "https://money.example.in/",
      }),
      webRoot,
    });
    try {
      const sitemap = await elsewhere.inject({ url: "/sitemap.xml" });
      expect(sitemap.body).toContain(
        "<loc>https://money.example.in/hi/sip</loc>",
      );
      expect(sitemap.body).not.toContain(ORIGIN);
      const robots = await elsewhere.inject({ url: "/robots.txt" });
      expect(robots.body).toContain(
        "Sitemap: https://money.example.in/sitemap.xml",
      );
    } finally {
      await elsewhere.close();
    }
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
    expect(shell.body).toBe(shellOf("/dashboard"));
    const missing = await bare.inject({ url: "/hi/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(HINDI_NOT_FOUND_HTML);
    const asset = await bare.inject({ url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    await rm(join(emptyRoot, "dist"), { recursive: true, force: true });
  });

  it("answers robots.txt and the sitemap with 503, and an unknown address with 404 and the shell from an older build", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml"]) {
      const response = await bare.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.body, url).toContain("Run `npm run build`");
    }
    await writeBuild(join(emptyRoot, "dist"), { pages: false });
    const page = await bare.inject({ url: "/sip" });
    expect(page.body).toBe(SIP_HTML);
    const missing = await bare.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
    expect((await bare.inject({ url: "/sitemap.xml" })).statusCode).toBe(503);
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
