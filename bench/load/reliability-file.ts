import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { CheckRow } from "./integrity-check.ts";
import { prettierText } from "./prettier-text.ts";

/** docs/reliability/<name>.json: the shape every reliability check writes and the report reads. */
export interface ReliabilityFile {
  title: string;
  generatedAt: string;
  rows: CheckRow[];
  /** The commit measured, for figures that follow the code (e.g. the send-otp timing). */
  commit?: string;
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
  await writeFile(
    path,
    await prettierText(path, JSON.stringify(file, null, 2)),
  );
  return path;
}
