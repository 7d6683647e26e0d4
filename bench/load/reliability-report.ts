// `npm run reliability:report`: renders docs/reliability.md from docs/reliability/*.json, which
// the load and soak runs (bench/load) and the fault, process and fuzz tests write, with the commit
// each measured and whether the code has changed since. Never edited by hand.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { measuredCode } from "@kosh/testing/measured-code";
import type { CheckRow } from "./integrity-check.ts";
import { prettierText } from "./prettier-text.ts";
import { type Freshness, type Part, readParts } from "./reliability-parts.ts";

const reportPath = fileURLToPath(
  new URL("../../docs/reliability.md", import.meta.url),
);

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
const shortCommit = (commit: string | null | undefined) =>
  commit ? `\`${commit.slice(0, 7)}\`` : "not recorded";
const currency = (freshness: Freshness | undefined) =>
  !freshness || freshness.state === "stale" ? "⚠️ stale" : "✅ current";

function overview(parts: Part[]): string {
  const rows = parts.map((part) => {
    const file = `[\`${part.name}.json\`](reliability/${part.name}.json)`;
    if (!part.file) {
      const why = part.problem ? `the file ${part.problem}` : "not run yet";
      return [part.what, `⚪ ${why}`, "", "", "", part.problem ? file : ""];
    }
    const passed = part.file.rows.filter((row) => row.passed).length;
    const total = part.file.rows.length;
    const status =
      passed === total
        ? `✅ all ${total} checks passed`
        : `❌ ${total - passed} of ${total} checks FAILED`;
    return [
      part.file.title,
      status,
      day(part.file.generatedAt),
      shortCommit(part.freshness?.commit),
      currency(part.freshness),
      file,
    ];
  });
  return table(
    ["part", "result", "run at", "commit", "code since", "data"],
    rows,
  );
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
    `_Run at ${day(file.generatedAt)} on commit ${part.freshness?.commit ?? "(not recorded)"}${part.command ? ` by \`${part.command}\`` : ""}._`,
    "",
  );
  if (part.freshness?.state === "stale") {
    lines.push(
      `**Stale** when this page was written: ${part.freshness.why}.`,
      "",
    );
  }
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

const stale = parts.filter(
  (part) => part.file && part.freshness?.state !== "current",
);
const written = measuredCode([]).commit;
const freshnessLine =
  stale.length === 0
    ? `Written at commit ${shortCommit(written)}: every part was measured on code that \`apps/server\` and \`packages/core\` still hold (the audit, on the same lockfile).`
    : `**Stale:** written at commit ${shortCommit(written)}, when ${stale.length} of ${parts.filter((part) => part.file).length} parts no longer described the code (${stale.map((part) => part.name).join(", ")}): their figures were measured before a change to \`apps/server\` or \`packages/core\` (the audit: to \`package-lock.json\`), or name no commit. What they show held then and may not hold now; \`npm run reliability\` measures again. \`npm run reliability:check\` tells whether this is still so.`;

const markdown = [
  "# Reliability",
  "",
  "<!-- Generated by `npm run reliability:report` from docs/reliability/*.json. Do not edit by hand: run the checks again. -->",
  "",
  "Kosh holds people's financial records. This page says what was tried against it — load from many signed-in people at once, a long soak, faults, hostile input — what came out, and so what Kosh promises. Every figure and verdict below was written by the check that produced it; `npm run reliability` runs them all again and rewrites this page.",
  "",
  headline,
  "",
  freshnessLine,
  "",
  overview(parts),
  "",
  promises(parts),
  ...parts.flatMap((part) => [section(part), ""]),
].join("\n");

await writeFile(reportPath, await prettierText(reportPath, markdown));
console.log(
  `Wrote ${reportPath}: ${allRows.length - failed} of ${allRows.length} checks passed; ${stale.length === 0 ? "no part is stale" : `${stale.length} parts stale (${stale.map((part) => part.name).join(", ")})`}.`,
);
