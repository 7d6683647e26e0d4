import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@kosh/testing/chromium";

export interface LighthouseScore {
  /** Median of the runs, 0–100. */
  median: number;
  runs: number[];
  /** The metrics of the median run, e.g. 'Largest Contentful Paint 2.1 s'. */
  metrics: string[];
  /**
   * Lighthouse's measure of the machine's speed (its `benchmarkIndex`) in each run, in the order
   * of `runs`: a faster machine scores the same page higher (docs/decisions/0062-lighthouse-figures-name-the-machine.md).
   */
  benchmarkIndexes: number[];
}

/** Runs without a score (a lost trace) that are tried again before the figure fails. */
const MAX_FAILED_RUNS = 3;

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/**
 * Lighthouse's performance score with its default mobile settings (simulated throttling of a
 * mid-range phone on a slow 4G link). Scores wobble between runs, so the median counts.
 * `localStorage` entries (e.g. the session token of a signed-in person) are in place for the
 * page's origin when each run starts, and nothing else is: no HTTP cache, no service worker.
 * With `reportsDir`, each run's report is written there as JSON, to read its trace's details.
 */
export async function lighthousePerformance(
  url: string,
  runs: number,
  localStorage?: Record<string, string>,
  reportsDir?: string,
): Promise<LighthouseScore> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"],
  });
  try {
    const runsSeen: {
      score: number;
      metrics: string[];
      benchmarkIndex: number;
    }[] = [];
    const failures: string[] = [];
    while (runsSeen.length < runs) {
      if (localStorage) await resetStorageTo(chrome.port, url, localStorage);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        // Lighthouse's own reset would clear localStorage too; resetStorageTo did the rest.
        disableStorageReset: localStorage !== undefined,
      });
      const score = result?.lhr.categories.performance?.score;
      if (typeof score !== "number") {
        // Lighthouse now and then loses the page's trace on a busy machine (NO_NAVSTART): that
        // run says nothing about the page, so it is run again, a few times at most.
        failures.push(result?.lhr.runtimeError?.message ?? "no score");
        if (failures.length > MAX_FAILED_RUNS) {
          throw new Error(
            `Lighthouse gave no performance score for ${url} in ${failures.length} runs: ${failures.join("; ")}`,
          );
        }
        continue;
      }
      if (reportsDir) await writeReport(reportsDir, url, result!.lhr);
      const audits = result!.lhr.audits;
      runsSeen.push({
        score: Math.round(score * 100),
        metrics: METRICS.map(
          (id) =>
            `${audits[id]?.title ?? id} ${audits[id]?.displayValue ?? "?"}`,
        ),
        benchmarkIndex: Math.round(result!.lhr.environment.benchmarkIndex),
      });
    }
    const median = [...runsSeen].sort((a, b) => a.score - b.score)[
      Math.floor(runsSeen.length / 2)
    ]!;
    return {
      median: median.score,
      runs: runsSeen.map((run) => run.score),
      metrics: median.metrics,
      benchmarkIndexes: runsSeen.map((run) => run.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * What Lighthouse's storage reset does (every kind of storage of the origin and the HTTP cache
 * cleared), then `entries` written to the origin's localStorage, as the web app leaves them.
 */
async function resetStorageTo(
  port: number,
  url: string,
  entries: Record<string, string>,
): Promise<void> {
  const { origin } = new URL(url);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "all",
    });
    await cdp.send("Network.clearBrowserCache");
    // A small file of the origin: a document of that origin to write localStorage from.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values))
        window.localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    // Disconnects; the browser itself stays for Lighthouse.
    await browser.close();
  }
}

/** `<dir>/<page>-<time>.json`: the page's path in the name, `dashboard` for `/dashboard`, `root` for `/`. */
async function writeReport(dir: string, url: string, report: unknown) {
  await mkdir(dir, { recursive: true });
  const page =
    new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "root";
  await writeFile(
    join(dir, `${page}-${Date.now()}.json`),
    JSON.stringify(report),
  );
}
