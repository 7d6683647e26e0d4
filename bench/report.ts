import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";

/**
 * INFO: a figure with no budget in docs/architecture.md#performance-budgets; it is printed for
 * reference and never fails.
 */
export type FigureStatus = "PASS" | "FAIL" | "NOT MEASURED" | "INFO";

/**
 * One line of the bench: a measured figure beside its budget
 * (docs/architecture.md#performance-budgets).
 */
export interface Figure {
  name: string;
  /** The number compared with the budget; null when not measured. */
  value: number | null;
  unit: string;
  /** Human form of the measurement, e.g. '64.2 KiB (9 files)'. */
  measured: string;
  budget: string;
  status: FigureStatus;
  /** What lies behind the number (e.g. each script's size); printed when the figure fails or is informational. */
  details?: string[];
}

interface Limit {
  name: string;
  unit: string;
  measured: string;
  details?: string[];
}

export function atMost(
  value: number,
  limit: number,
  figure: Limit & { budget?: string },
): Figure {
  return {
    ...figure,
    value,
    budget: figure.budget ?? `≤ ${limit} ${figure.unit}`,
    status: value <= limit ? "PASS" : "FAIL",
  };
}

export function atLeast(
  value: number,
  limit: number,
  figure: Limit & { budget?: string },
): Figure {
  return {
    ...figure,
    value,
    budget: figure.budget ?? `≥ ${limit} ${figure.unit}`,
    status: value >= limit ? "PASS" : "FAIL",
  };
}

/** A figure without a budget: printed beside '—' with status INFO, and never a failure. */
export function informational(value: number, figure: Limit): Figure {
  return { ...figure, value, budget: "—", status: "INFO" };
}

/** Only a figure over its budget (or one that could not be measured because it broke) fails. */
export function isFailure(figure: Figure): boolean {
  return figure.status === "FAIL";
}

export function notMeasured(
  name: string,
  budget: string,
  reason: string,
): Figure {
  return {
    name,
    value: null,
    unit: "",
    measured: reason,
    budget,
    status: "NOT MEASURED",
  };
}

/** A failed measurement is a failed figure, with the reason where the number would be. */
export function broken(name: string, budget: string, error: unknown): Figure {
  const message =
    error instanceof Error ? error.message.split("\n")[0]! : String(error);
  return {
    name,
    value: null,
    unit: "",
    measured: `error: ${message}`,
    budget,
    status: "FAIL",
  };
}

export function printFigure(figure: Figure): void {
  const line = `${figure.name.padEnd(56)} ${figure.measured.padEnd(38)} ${figure.budget.padEnd(12)} ${figure.status}`;
  console.log(line);
  if (figure.status === "FAIL" || figure.status === "INFO") {
    for (const detail of figure.details ?? []) console.log(`    ${detail}`);
  }
}

export function printHeader(): void {
  console.log(
    `\n${"figure".padEnd(56)} ${"measured".padEnd(38)} ${"budget".padEnd(12)} result`,
  );
  console.log("-".repeat(115));
}

export async function writeResults(
  path: URL,
  mode: string,
  figures: Figure[],
): Promise<void> {
  await mkdir(new URL(".", path), { recursive: true });
  const results = {
    measuredAt: new Date().toISOString(),
    mode,
    commit: gitCommit(),
    node: process.version,
    ...thisMachine(),
    figures,
  };
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
}

/** The machine a run measured: its cores and their model, as the results and figures name it. */
export function thisMachine(): { cpus: number; cpuModel: string | null } {
  const all = cpus();
  return { cpus: all.length, cpuModel: all[0]?.model ?? null };
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}
