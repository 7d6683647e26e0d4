import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@kosh/testing/chromium";

export interface LighthouseScore {
  /** Median of the runs, 0–100. */
  median: number;
  runs: number[];
  /** The metrics of the median run, e.g. 'Largest Contentful Paint 2.1 s'. */
  metrics: string[];
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
 */
export async function lighthousePerformance(
  url: string,
  runs: number,
): Promise<LighthouseScore> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"],
  });
  try {
    const runsSeen: { score: number; metrics: string[] }[] = [];
    const failures: string[] = [];
    while (runsSeen.length < runs) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
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
      const audits = result!.lhr.audits;
      runsSeen.push({
        score: Math.round(score * 100),
        metrics: METRICS.map(
          (id) =>
            `${audits[id]?.title ?? id} ${audits[id]?.displayValue ?? "?"}`,
        ),
      });
    }
    const median = [...runsSeen].sort((a, b) => a.score - b.score)[
      Math.floor(runsSeen.length / 2)
    ]!;
    return {
      median: median.score,
      runs: runsSeen.map((run) => run.score),
      metrics: median.metrics,
    };
  } finally {
    chrome.kill();
  }
}
