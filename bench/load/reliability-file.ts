import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { measuredCode } from "@kosh/testing/measured-code";
import type { CheckRow } from "./integrity-check.ts";
import { prettierText } from "./prettier-text.ts";

/** docs/reliability/<name>.json: the shape every reliability check writes and the report reads. */
export interface ReliabilityFile {
  title: string;
  generatedAt: string;
  rows: CheckRow[];
  /**
   * `git rev-parse HEAD` when the check ran (docs/decisions/0036-reliability-report-names-its-commit.md);
   * files written before commits were recorded lack it, or hold a short hash.
   */
  commit?: string | null;
  /** The measured sources differed from `commit` (uncommitted edits). */
  uncommittedChanges?: boolean;
  /** What was tried, in a sentence or two. */
  summary?: string;
  /** Figures beside the checks, e.g. latency per kind of request. */
  table?: { caption: string; columns: string[]; rows: (string | number)[][] };
}

export const reliabilityDir = fileURLToPath(
  new URL("../../docs/reliability/", import.meta.url),
);

export async function writeReliabilityFile(
  name: string,
  file: ReliabilityFile,
): Promise<string> {
  await mkdir(reliabilityDir, { recursive: true });
  const path = `${reliabilityDir}${name}.json`;
  const { title, generatedAt, ...rest } = file;
  const stamped = { title, generatedAt, ...measuredCode(), ...rest };
  await writeFile(
    path,
    await prettierText(path, JSON.stringify(stamped, null, 2)),
  );
  return path;
}
