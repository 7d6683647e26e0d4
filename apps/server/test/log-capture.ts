import { Writable } from "node:stream";

/** The app's log, parsed line by line, for tests that read what it wrote. */
export interface LogCapture {
  /** Give to buildApp as `logger: { level, stream }`. */
  stream: Writable;
  lines: Record<string, unknown>[];
  /** Every line as written, to look for text that must never be there. */
  text(): string;
}

/** `keep` chooses the parsed lines a test looks at (all of them by default); `text()` has them all. */
export function captureLog(
  keep: (line: Record<string, unknown>) => boolean = () => true,
): LogCapture {
  const lines: Record<string, unknown>[] = [];
  let written = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      for (const text of String(chunk).split("\n").filter(Boolean)) {
        const line = JSON.parse(text) as Record<string, unknown>;
        if (keep(line)) lines.push(line);
      }
      done();
    },
  });
  return { stream, lines, text: () => written };
}
