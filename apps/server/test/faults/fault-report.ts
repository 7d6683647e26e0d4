import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { type MeasuredCode, measuredCode } from "@kosh/testing/measured-code";

/** One line of docs/reliability.md, which is rendered from docs/reliability/*.json. */
export interface ReportRow {
  check: string;
  result: string;
  passed: boolean;
}

interface Report extends Partial<MeasuredCode> {
  title: string;
  generatedAt: string;
  rows: ReportRow[];
}

const reportFile = fileURLToPath(
  new URL("../../../../docs/reliability/faults.json", import.meta.url),
);
const TITLE = "Faults: PostgreSQL and SMTP going away";

/**
 * With RELIABILITY_REPORT=1, puts one scenario's measured rows into docs/reliability/faults.json,
 * each check named "<scenario>: <check>". They replace that scenario's rows from an earlier run,
 * in place, and leave the rows other fault test files wrote.
 */
export async function reportFaults(
  scenario: string,
  rows: ReportRow[],
): Promise<void> {
  if (process.env.RELIABILITY_REPORT !== "1") return;
  mkdirSync(dirname(reportFile), { recursive: true });
  // Fault test files run in parallel workers: one writer at a time, or a row would be lost.
  const lock = `${reportFile}.lock`;
  for (let waited = 0; !tryMkdir(lock); waited += 50) {
    if (waited > 10_000) throw new Error(`${lock} is held; remove it if stale`);
    await sleep(50);
  }
  try {
    const prefix = `${scenario}: `;
    const named = rows.map((row) => ({ ...row, check: prefix + row.check }));
    const earlier = readRows();
    const at = earlier.findIndex((row) => row.check.startsWith(prefix));
    const others = earlier.filter((row) => !row.check.startsWith(prefix));
    const position = at === -1 ? others.length : at;
    const report: Report = {
      title: TITLE,
      generatedAt: new Date().toISOString(),
      ...measuredCode(),
      rows: [...others.slice(0, position), ...named, ...others.slice(position)],
    };
    const draft = `${reportFile}.${process.pid}.tmp`;
    writeFileSync(draft, `${JSON.stringify(report, null, 2)}\n`);
    renameSync(draft, reportFile);
  } finally {
    rmdirSync(lock);
  }
}

function readRows(): ReportRow[] {
  if (!existsSync(reportFile)) return [];
  return (JSON.parse(readFileSync(reportFile, "utf8")) as Report).rows;
}

function tryMkdir(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
