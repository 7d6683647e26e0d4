import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium-flags.ts";

export interface LighthouseScore {
  /** Median of the runs, 0–100. */
  median: number;
  runs: number[];
}

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
    const scores: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const score = result?.lhr.categories.performance?.score;
      if (typeof score !== "number") {
        const reason = result?.lhr.runtimeError?.message ?? "no score";
        throw new Error(
          `Lighthouse gave no performance score for ${url}: ${reason}`,
        );
      }
      scores.push(Math.round(score * 100));
    }
    const sorted = [...scores].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)]!, runs: scores };
  } finally {
    chrome.kill();
  }
}
