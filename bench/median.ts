/** The middle of `values` once sorted; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("A median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The sample at `share` of `values` once sorted (0.95: the p95), the nearest rank: the value with
 * at least that share of the samples at or below it.
 */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) throw new Error("A percentile of no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(Math.ceil(sorted.length * share) - 1, 0)]!;
}
