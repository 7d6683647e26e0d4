// `npm run bench:load`: 50 signed-in people listing, adding and renewing while calculators take
// 200 requests/s, on PGlite and on PostgreSQL; then a soak with the server's memory sampled.
// Each run ends by reading the database directly and comparing it with every answer given.
// Full runs (the default durations) write docs/reliability/{load-pglite,load-postgres,soak}.json.
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import type { DatabaseKind } from "./database-target.ts";
import type { CheckRow } from "./integrity-check.ts";
import { loadRun, type RunOptions, type RunResult } from "./load-run.ts";
import { memoryGrowth } from "./memory-growth.ts";
import {
  writeReliabilityFile,
  type ReliabilityFile,
} from "./reliability-file.ts";

const DEFAULTS = {
  minutes: 2,
  soakMinutes: 10,
  users: 50,
  calculatorsPerSecond: 200,
  thinkMs: 500,
};
const MEMORY_GROWTH_LIMIT = 0.2;

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: String(DEFAULTS.minutes) },
    "soak-minutes": { type: "string", default: String(DEFAULTS.soakMinutes) },
    only: { type: "string" },
    database: { type: "string" },
    users: { type: "string", default: String(DEFAULTS.users) },
    "calculators-per-second": {
      type: "string",
      default: String(DEFAULTS.calculatorsPerSecond),
    },
    "think-ms": { type: "string", default: String(DEFAULTS.thinkMs) },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run bench:load -- [options]
  --minutes N                 load per database (default ${DEFAULTS.minutes})
  --soak-minutes N            soak on PGlite with memory sampled (default ${DEFAULTS.soakMinutes}; 0 skips it)
  --only load|soak            one part only
  --database pglite|postgres  load on one database only (default both)
  --users N                   signed-in people (default ${DEFAULTS.users})
  --calculators-per-second N  calculator requests per second (default ${DEFAULTS.calculatorsPerSecond})
  --think-ms N                mean pause between one person's requests (default ${DEFAULTS.thinkMs})
Full runs (default settings) write docs/reliability/*.json for \`npm run reliability:report\`.`);
  process.exit(0);
}

const minutes = Number(values.minutes);
const soakMinutes = Number(values["soak-minutes"]);
const common = {
  users: Number(values.users),
  calculatorsPerSecond: Number(values["calculators-per-second"]),
  thinkMs: Number(values["think-ms"]),
  seedInvestments: 5,
};
const defaultMix =
  common.users === DEFAULTS.users &&
  common.calculatorsPerSecond === DEFAULTS.calculatorsPerSecond &&
  common.thinkMs === DEFAULTS.thinkMs;
const databases: DatabaseKind[] = values.database
  ? [values.database as DatabaseKind]
  : ["pglite", "postgres"];
const machine = `${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? "unknown"}), Node ${process.version}`;

const failures: string[] = [];

if (values.only !== "soak" && minutes > 0) {
  for (const database of databases) {
    const result = await loadRun({
      ...common,
      database,
      seconds: minutes * 60,
      memorySampleMs: 5_000,
    });
    report(result, result.checks, `load on ${database}`);
    if (minutes >= DEFAULTS.minutes && defaultMix) {
      await save(`load-${database}`, {
        title: `Load: ${common.users} people and ${common.calculatorsPerSecond} calculations/s for ${minutes} minutes on ${database === "pglite" ? "PGlite" : "PostgreSQL"}`,
        generatedAt: new Date().toISOString(),
        summary: summary(result, `${minutes} minutes`),
        table: latencyTable(result),
        rows: result.checks,
      });
    }
  }
}

if (values.only !== "load" && soakMinutes > 0) {
  const seconds = soakMinutes * 60;
  const options: RunOptions = {
    ...common,
    database: "pglite",
    seconds,
    memorySampleMs: 5_000,
  };
  const result = await loadRun(options);
  const growth = memoryGrowth(result.memory, seconds);
  const memoryRow: CheckRow = {
    check: `The server's memory (RSS) grows less than ${MEMORY_GROWTH_LIMIT * 100} % from after warm-up to the end`,
    result: `${growth.afterWarmUpMiB.toFixed(1)} MiB after ${growth.warmUpSeconds} s → ${growth.atEndMiB.toFixed(1)} MiB at the end: ${signedPercent(growth.growth)} (peak ${growth.peakMiB.toFixed(1)} MiB)`,
    passed: growth.growth < MEMORY_GROWTH_LIMIT,
  };
  const rows = [memoryRow, ...result.checks];
  report(result, rows, "soak on PGlite");
  if (soakMinutes >= DEFAULTS.soakMinutes && defaultMix) {
    await save("soak", {
      title: `Soak: ${soakMinutes} minutes of the same mixed load on PGlite, memory sampled`,
      generatedAt: new Date().toISOString(),
      summary: `${summary(result, `${soakMinutes} minutes`)} The server's resident memory was read from /proc/<pid>/status every 5 s; warm-up is the first ${growth.warmUpSeconds} s, and each end of the comparison is the median over a window of samples.`,
      table: {
        caption: "Server memory (RSS) during the soak, one sample a minute",
        columns: ["minute", "RSS MiB"],
        rows: result.memory
          .filter(
            (sample, index, all) =>
              index === all.length - 1 || sample.second % 60 < 5,
          )
          .map((sample) => [
            (sample.second / 60).toFixed(1),
            sample.rssMiB.toFixed(1),
          ]),
      },
      rows,
    });
  }
}

if (failures.length > 0) {
  console.log(
    `\nFAILED (${failures.length}):\n${failures.map((line) => `  - ${line}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("\nAll load checks passed.");
process.exit(0);

function summary(result: RunResult, duration: string): string {
  return (
    `${common.users} people, each signed in with a code mailed to a real SMTP capture and each from their own loopback address, ` +
    `listed, added, renewed and closed investments (and sometimes renewed the same one twice at once, or renewed and closed it at once) ` +
    `with a mean pause of ${common.thinkMs} ms, while an open-loop stream sent ${common.calculatorsPerSecond} calculator requests per second, ` +
    `for ${duration} on ${result.database}. Afterwards the database was read directly and compared with every answer the server gave; ` +
    `it held ${result.storedInvestments} investments of these people. ` +
    `The server used ${(result.serverCores * 100).toFixed(0)} % of one CPU core on average; the load generator ran on the same machine: ${machine}.`
  );
}

function latencyTable(
  result: RunResult,
): NonNullable<ReliabilityFile["table"]> {
  return {
    caption:
      "Requests in the measured window, latency as the client saw it (whole answer received)",
    columns: [
      "request",
      "count",
      "per second",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "errors",
    ],
    rows: result.table.map((kind) => [
      kind.kind,
      kind.requests,
      kind.perSecond,
      kind.p50Ms,
      kind.p95Ms,
      kind.p99Ms,
      kind.maxMs,
      errorsText(kind.errors, kind.statuses),
    ]),
  };
}

function errorsText(
  errors: Record<string, number>,
  statuses: Record<string, number>,
): string {
  const names = Object.entries(errors);
  const refused = statuses["409"];
  const note = refused
    ? ` (${refused} × 409 as expected: the race's loser)`
    : "";
  if (names.length === 0) return `0${note}`;
  return names.map(([name, count]) => `${count} × ${name}`).join(", ") + note;
}

function report(result: RunResult, rows: CheckRow[], what: string): void {
  console.log(`\n${what}: ${result.database}, ${result.seconds} s`);
  console.table(
    Object.fromEntries(
      result.table.map((kind) => [
        kind.kind,
        {
          count: kind.requests,
          "per s": kind.perSecond,
          "p50 ms": kind.p50Ms,
          "p95 ms": kind.p95Ms,
          "p99 ms": kind.p99Ms,
          "max ms": kind.maxMs,
          errors: errorsText(kind.errors, kind.statuses),
        },
      ]),
    ),
  );
  for (const row of rows) {
    const verdict = row.passed ? "PASS" : row.advisory ? "MISS" : "FAIL";
    console.log(`${verdict}  ${row.check}: ${row.result}`);
    if (!row.passed && !row.advisory)
      failures.push(`${what}: ${row.check}: ${row.result}`);
  }
  const peak = Math.max(...result.memory.map((sample) => sample.rssMiB));
  console.log(
    `Server: RSS peak ${peak.toFixed(1)} MiB; CPU ${(result.serverCores * 100).toFixed(0)} % of one core`,
  );
}

async function save(name: string, file: ReliabilityFile): Promise<void> {
  const path = await writeReliabilityFile(name, file);
  console.log(`Wrote ${path}`);
}

function signedPercent(fraction: number): string {
  return `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)} %`;
}
