// Sorting text without localeCompare: its first call builds an ICU collator, 40-50 ms of a phone's
// first load of the dashboard (docs/architecture.md#first-paint), and its order follows the
// device's language. These give one order everywhere.

/** Names in alphabetical order, letters compared without their case, then as written. */
export function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return byCode(a, b);
}

/** ISO dates and times, financial years and other fixed-form codes: character by character. */
export function byCode(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
