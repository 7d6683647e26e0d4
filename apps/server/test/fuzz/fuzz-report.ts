import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { measuredCode } from "@kosh/testing/measured-code";

export interface ReportRow {
  check: string;
  result: string;
  passed: boolean;
}

const REPORT_FILE = fileURLToPath(
  new URL("../../../../docs/reliability/fuzz.json", import.meta.url),
);

/**
 * Writes the run's figures for docs/reliability.md, only when asked (RELIABILITY_REPORT=1):
 * an ordinary test run must not leave the working tree changed.
 */
export function writeFuzzReport(rows: ReportRow[]): void {
  if (process.env.RELIABILITY_REPORT !== "1") return;
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  const report = {
    title: "Hostile input (property-based fuzzing of every API route)",
    generatedAt: new Date().toISOString(),
    ...measuredCode(),
    rows,
  };
  writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
