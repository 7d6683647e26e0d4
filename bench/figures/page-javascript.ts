import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { LOCALES, type Locale } from "@kosh/core/i18n/locale";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@kosh/testing/chromium";

export interface ScriptSize {
  path: string;
  gzipBytes: number;
}

export interface PageJavascript {
  files: number;
  gzipBytes: number;
  viewport: string;
  /** Heaviest first, so an over-budget page shows where its weight comes from. */
  scripts: ScriptSize[];
  /** Of those scripts, the dictionary chunks of each language (`dictionaryLocale`). */
  dictionaries: Record<Locale, { files: number; gzipBytes: number }>;
}

/**
 * The language of a dictionary chunk: the build names a feature's dictionary module of one
 * language (`messages/hi.ts`, loaded on its own, docs/decisions/0038-hindi-with-typed-dictionaries.md)
 * `assets/hi-<hash>.js`. A dictionary another module imports directly travels inside that
 * module's chunk and is not counted here.
 */
export function dictionaryLocale(scriptPath: string): Locale | undefined {
  const chunk = /^\/assets\/([a-z]{2})-[\w-]{8}\.js$/.exec(scriptPath)?.[1];
  return LOCALES.find((locale) => locale === chunk);
}

const VIEWPORTS = [
  { name: "mobile 390×844", width: 390, height: 844 },
  { name: "desktop 1280×800", width: 1280, height: 800 },
];

/**
 * The JavaScript a page really loads, measured in Chromium: every script response until the
 * network is idle (so lazy chunks fetched at load count, those fetched on interaction do not),
 * each gzipped at level 9. Of a phone and a desktop viewport, the heavier counts.
 */
export async function pageJavascript(
  baseUrl: string,
  path: string,
): Promise<PageJavascript> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    let heaviest: PageJavascript | undefined;
    for (const viewport of VIEWPORTS) {
      const measured = await javascriptAt(
        browser,
        `${baseUrl}${path}`,
        viewport,
      );
      if (!heaviest || measured.gzipBytes > heaviest.gzipBytes)
        heaviest = measured;
    }
    return heaviest!;
  } finally {
    await browser.close();
  }
}

async function javascriptAt(
  browser: Browser,
  url: string,
  viewport: (typeof VIEWPORTS)[number],
): Promise<PageJavascript> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      const isScript =
        response.request().resourceType() === "script" ||
        (response.headers()["content-type"] ?? "").includes("javascript");
      if (isScript && !bodies.has(response.url())) {
        const body = response.body();
        // A script answered after the count below has read the others (the service worker's
        // precache) fails once the context closes: not counted, and no unhandled rejection that
        // ends the bench. A counted one's failure still throws where it is awaited.
        body.catch(() => {});
        bodies.set(response.url(), body);
      }
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response || response.status() !== 200) {
      throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    }
    const scripts: ScriptSize[] = [];
    for (const [scriptUrl, body] of bodies) {
      scripts.push({
        path: new URL(scriptUrl).pathname,
        gzipBytes: gzipSync(await body, { level: 9 }).length,
      });
    }
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = scripts.reduce(
      (sum, script) => sum + script.gzipBytes,
      0,
    );
    const dictionaries = Object.fromEntries(
      LOCALES.map((locale) => {
        const chunks = scripts.filter(
          (script) => dictionaryLocale(script.path) === locale,
        );
        return [
          locale,
          {
            files: chunks.length,
            gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
          },
        ];
      }),
    ) as PageJavascript["dictionaries"];
    return {
      files: scripts.length,
      gzipBytes,
      viewport: viewport.name,
      scripts,
      dictionaries,
    };
  } finally {
    await context.close();
  }
}
