import { median } from "../median.ts";
import type { MemorySample } from "./server-memory.ts";

export interface MemoryGrowth {
  warmUpSeconds: number;
  /** Median RSS over the first window after warm-up. */
  afterWarmUpMiB: number;
  /** Median RSS over the last window. */
  atEndMiB: number;
  peakMiB: number;
  /** (atEnd − afterWarmUp) / afterWarmUp. */
  growth: number;
}

/**
 * Growth of the server's memory from just after warm-up to the end. Medians over a window on
 * each side, so one sample taken before a garbage collection does not decide the verdict.
 */
export function memoryGrowth(
  samples: MemorySample[],
  seconds: number,
): MemoryGrowth {
  const warmUpSeconds = Math.min(60, seconds / 4);
  const windowSeconds = Math.min(30, seconds / 8);
  const afterWarmUp = samples.filter(
    (sample) =>
      sample.second >= warmUpSeconds &&
      sample.second <= warmUpSeconds + windowSeconds,
  );
  const atEnd = samples.filter(
    (sample) => sample.second >= seconds - windowSeconds,
  );
  const afterWarmUpMiB = medianMiB(afterWarmUp);
  const atEndMiB = medianMiB(atEnd);
  return {
    warmUpSeconds,
    afterWarmUpMiB,
    atEndMiB,
    peakMiB: Math.max(...samples.map((sample) => sample.rssMiB)),
    growth: (atEndMiB - afterWarmUpMiB) / afterWarmUpMiB,
  };
}

function medianMiB(samples: MemorySample[]): number {
  if (samples.length === 0) throw new Error("No memory samples in the window");
  return median(samples.map((sample) => sample.rssMiB));
}
