// `npm run reliability:report`: renders docs/reliability.md from docs/reliability/*.json, which
// the load and soak runs (bench/load) and the fault, process and fuzz tests write. Never edited by hand.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { CheckRow } from "./integrity-check.ts";
import { prettierText } from "./prettier-text.ts";
import { reliabilityDir, type ReliabilityFile } from "./reliability-file.ts";

/** The parts the report expects, in order, and how to produce each one's file. */
const PARTS: { name: string; what: string; command: string }[] = [
  {
    name: "load-pglite",
    what: "Load on PGlite",
    command: "npm run bench:load -- --database pglite --only load",
  },
  {
    name: "load-postgres",
    what: "Load on PostgreSQL",
    command: "npm run bench:load -- --database postgres --only load",
  },
  {
    name: "soak",
    what: "Soak (memory)",
    command: "npm run bench:load -- --only soak",
  },
  {
    name: "faults",
    what: "Faults",
    command: "RELIABILITY_REPORT=1 npm run test:reliability -- test/faults",
  },
  {
    name: "process",
    what: "Process signals",
    command: "RELIABILITY_REPORT=1 npm run test:reliability -- test/process",
  },
  {
    name: "fuzz",
    what: "Hostile input",
    command: "RELIABILITY_REPORT=1 npm run test:reliability -- test/fuzz",
  },
  {
    name: "send-otp-timing",
    what: "send-otp timing",
    command: "npm run reliability:timing",
  },
  {
    name: "audit",
    what: "Dependencies",
    command: "RELIABILITY_REPORT=1 node scripts/audit.mjs",
  },
];

const reportPath = fileURLToPath(
  new URL("../../docs/reliability.md", import.meta.url),
);

interface Part {
  name: string;
  what: string;
  command?: string;
  file?: ReliabilityFile;
  problem?: string;
}

function readParts(): Part[] {
  const present = existsSync(reliabilityDir)
    ? readdirSync(reliabilityDir)
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -5))
    : [];
  const extra = present
    .filter((name) => !PARTS.some((part) => part.name === name))
    .sort()
    .map((name) => ({ name, what: name, command: undefined }));
  return [...PARTS, ...extra].map((part) => {
    if (!present.includes(part.name)) return part;
    try {
      const file = JSON.parse(
        readFileSync(`${reliabilityDir}${part.name}.json`, "utf8"),
      ) as ReliabilityFile;
      if (typeof file.title !== "string" || !Array.isArray(file.rows)) {
        return { ...part, problem: "has no title or rows" };
      }
      return { ...part, what: file.title, file };
    } catch (error) {
      return {
        ...part,
        problem: `cannot be read: ${(error as Error).message}`,
      };
    }
  });
}

const cell = (value: string | number) =>
  String(value).replaceAll("|", "\\|").replaceAll("\n", " ");
const tableRow = (cells: (string | number)[]) =>
  `| ${cells.map(cell).join(" | ")} |`;
const table = (columns: string[], rows: (string | number)[][]) =>
  [
    tableRow(columns),
    tableRow(columns.map(() => "---")),
    ...rows.map(tableRow),
  ].join("\n");

const verdict = (row: CheckRow) =>
  row.passed
    ? "✅ passed"
    : row.advisory
      ? "❌ **not met** (a figure; does not fail the run)"
      : "❌ **FAILED**";
const day = (iso: string) => iso.slice(0, 16).replace("T", " ") + " UTC";

function overview(parts: Part[]): string {
  const rows = parts.map((part) => {
    const file = `[\`${part.name}.json\`](reliability/${part.name}.json)`;
    if (!part.file) {
      const why = part.problem ? `the file ${part.problem}` : "not run yet";
      return [part.what, `⚪ ${why}`, "", part.problem ? file : ""];
    }
    const passed = part.file.rows.filter((row) => row.passed).length;
    const total = part.file.rows.length;
    const status =
      passed === total
        ? `✅ all ${total} checks passed`
        : `❌ ${total - passed} of ${total} checks FAILED`;
    return [part.file.title, status, day(part.file.generatedAt), file];
  });
  return table(["part", "result", "run at", "data"], rows);
}

function promises(parts: Part[]): string {
  const kept = parts.flatMap((part) =>
    (part.file?.rows ?? [])
      .filter((row) => row.passed)
      .map((row) => ({ part, row })),
  );
  const broken = parts.flatMap((part) =>
    (part.file?.rows ?? [])
      .filter((row) => !row.passed)
      .map((row) => ({ part, row })),
  );
  const missing = parts.filter((part) => !part.file);
  const lines = ["## What is promised", ""];
  lines.push(
    "Kosh promises what a check below has shown, and nothing a check has not shown. Each promise holds for the conditions of its section (load, machine, duration).",
    "",
  );
  if (kept.length > 0) {
    lines.push("Shown to hold:", "");
    for (const { part, row } of kept)
      lines.push(`- ${row.check} — _${part.what}_`);
    lines.push("");
  }
  if (broken.length > 0) {
    lines.push(
      "**Not kept** in the latest run, so not promised until fixed:",
      "",
    );
    for (const { part, row } of broken)
      lines.push(`- ${row.check}: ${row.result} — _${part.what}_`);
    lines.push("");
  }
  if (missing.length > 0) {
    lines.push(
      `Not yet checked, so not promised: ${missing.map((part) => `${part.name} (${part.command ? `\`${part.command}\`` : "no command known"})`).join("; ")}.`,
      "",
    );
  }
  return lines.join("\n");
}

function section(part: Part): string {
  const lines = [`## ${part.file ? part.file.title : part.what}`, ""];
  if (!part.file) {
    lines.push(
      part.problem
        ? `docs/reliability/${part.name}.json ${part.problem}.`
        : `Not run yet${part.command ? `: \`${part.command}\` writes it` : ""}.`,
    );
    return lines.join("\n");
  }
  const file = part.file;
  lines.push(
    `_Run at ${day(file.generatedAt)}${file.commit ? ` on commit ${file.commit}` : ""}${part.command ? ` by \`${part.command}\`` : ""}._`,
    "",
  );
  if (file.summary) lines.push(file.summary, "");
  if (file.table) {
    lines.push(
      `${file.table.caption}:`,
      "",
      table(file.table.columns, file.table.rows),
      "",
    );
  }
  lines.push(
    table(
      ["check", "result", "verdict"],
      file.rows.map((row) => [row.check, row.result, verdict(row)]),
    ),
  );
  return lines.join("\n");
}

const parts = readParts();
const allRows = parts.flatMap((part) => part.file?.rows ?? []);
const failed = allRows.filter((row) => !row.passed).length;
const headline =
  failed === 0
    ? `**All ${allRows.length} checks of the latest runs passed**${parts.some((part) => !part.file) ? ", but some parts have not been run yet (below)" : ""}.`
    : `**${failed} of ${allRows.length} checks FAILED** in the latest runs; they are marked ❌ below.`;

const markdown = [
  "# Reliability",
  "",
  "<!-- Generated by `npm run reliability:report` from docs/reliability/*.json. Do not edit by hand: run the checks again. -->",
  "",
  "Kosh holds people's financial records. This page says what was tried against it — load from many signed-in people at once, a long soak, faults, hostile input — what came out, and so what Kosh promises. Every figure and verdict below was written by the check that produced it; `npm run reliability` runs them all again and rewrites this page.",
  "",
  headline,
  "",
  overview(parts),
  "",
  promises(parts),
  ...parts.flatMap((part) => [section(part), ""]),
].join("\n");

await writeFile(reportPath, await prettierText(reportPath, markdown));
console.log(
  `Wrote ${reportPath}: ${allRows.length - failed} of ${allRows.length} checks passed.`,
);
