import type { Outcome } from "./http-client.ts";

/** One line of the latency table: a kind of request over the measured window. */
export interface RequestKindSummary {
  kind: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers outside what the kind expects (5xx, unexpected 4xx) and network failures, by name. */
  errors: Record<string, number>;
  errorCount: number;
  /** Every status seen, e.g. {"201": 1200, "409": 31}. */
  statuses: Record<string, number>;
}

interface KindRecord {
  samples: number[];
  statuses: Map<string, number>;
  errors: Map<string, number>;
}

/** Latencies and outcomes per kind of request, kept whole so percentiles are exact. */
export class RequestStats {
  private readonly kinds = new Map<string, KindRecord>();

  /** Records `outcome`; `expected` lists the statuses that are a correct answer for this kind. */
  record(kind: string, outcome: Outcome, expected: readonly number[]): void {
    const entry = this.entry(kind);
    entry.samples.push(outcome.ms);
    if (outcome.kind === "network") {
      increment(entry.statuses, "network error");
      increment(entry.errors, `network: ${outcome.error}`);
      return;
    }
    const status = String(outcome.status);
    increment(entry.statuses, status);
    if (!expected.includes(outcome.status)) increment(entry.errors, status);
  }

  /** Counts a problem that is not an HTTP outcome, e.g. a list missing an acknowledged write. */
  recordError(kind: string, name: string): void {
    increment(this.entry(kind).errors, name);
  }

  /** Counts of 5xx answers over every kind. */
  serverErrors(): number {
    let count = 0;
    for (const entry of this.kinds.values()) {
      for (const [status, times] of entry.statuses) {
        if (status.startsWith("5")) count += times;
      }
    }
    return count;
  }

  summary(seconds: number): RequestKindSummary[] {
    return [...this.kinds.entries()].map(([kind, entry]) => {
      const sorted = Float64Array.from(entry.samples).sort();
      const errors = Object.fromEntries(entry.errors);
      return {
        kind,
        requests: sorted.length,
        perSecond: round(sorted.length / seconds, 1),
        p50Ms: round(percentile(sorted, 0.5), 1),
        p95Ms: round(percentile(sorted, 0.95), 1),
        p99Ms: round(percentile(sorted, 0.99), 1),
        maxMs: round(sorted.at(-1) ?? 0, 1),
        errors,
        errorCount: Object.values(errors).reduce((sum, n) => sum + n, 0),
        statuses: Object.fromEntries(entry.statuses),
      };
    });
  }

  private entry(kind: string): KindRecord {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { samples: [], statuses: new Map(), errors: new Map() };
      this.kinds.set(kind, entry);
    }
    return entry;
  }
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)]!;
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
