/** What the buffer below starts at, and the most it keeps between answers. */
const FIRST_BYTES = 64 * 1024;
const MOST_KEPT_BYTES = 8 * 1024 * 1024;
let kept = Buffer.allocUnsafe(FIRST_BYTES);

/**
 * A list's JSON in UTF-8, the bytes `JSON.stringify(items)` encodes to, written an item at a time
 * into a buffer kept between calls and copied out. For a long list (the 1,000-investment list is
 * 800 KB) this skips the one long string JSON.stringify builds in pieces, which the first use of
 * it then joins and encodes: that string's stringify, encoding and brotli took 12.4 ms a list on
 * 2026-11-30's machine, these bytes and their brotli 6.6 (docs/bench-log.md, 2026-11-30
 * afternoon). Calls do not overlap (nothing in here waits), so one buffer serves them all.
 */
export function jsonListBytes(items: readonly unknown[]): Buffer {
  let at = 0;
  const put = (text: string) => {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8 (a pair of them 4).
    const most = at + text.length * 3;
    if (most > kept.length) {
      const bigger = Buffer.allocUnsafe(Math.max(most, kept.length * 2));
      kept.copy(bigger, 0, 0, at);
      kept = bigger;
    }
    at += kept.write(text, at, "utf8");
  };
  put("[");
  items.forEach((item, index) => {
    if (index > 0) put(",");
    // As in an array JSON.stringify writes: null for what has no JSON (undefined, a function).
    put(JSON.stringify(item) ?? "null");
  });
  put("]");
  const bytes = Buffer.from(kept.subarray(0, at));
  if (kept.length > MOST_KEPT_BYTES) kept = Buffer.allocUnsafe(FIRST_BYTES);
  return bytes;
}
