// npm audit of production dependencies for CI.
// Fails on any high or critical advisory. When the registry cannot answer an audit at all
// (some mirrors answer the bulk-advisory POST with 405), it says so loudly and passes unless
// AUDIT_REQUIRED=1: an audit that could not run is reported, never shown as clean.
import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
  encoding: "utf8",
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  console.error("npm audit printed no report; see its output above.");
  process.exit(1);
}

/** One line of git's output, or null outside a git checkout. */
function gitLine(args) {
  const git = spawnSync("git", args, { encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : null;
}

/** With RELIABILITY_REPORT=1, the verdict goes to docs/reliability/audit.json for docs/reliability.md. */
async function writeReliabilityRow(result, passed) {
  if (process.env.RELIABILITY_REPORT !== "1") return;
  const { format } = await import("prettier");
  const file = {
    title: "Dependencies: npm audit of production dependencies",
    generatedAt: new Date().toISOString(),
    // What was audited is the lockfile of this commit; the report calls the verdict stale once
    // package-lock.json changes (docs/decisions/0036-reliability-report-names-its-commit.md).
    commit: gitLine(["rev-parse", "HEAD"]),
    uncommittedChanges:
      (gitLine(["status", "--porcelain", "--", "package-lock.json"]) ?? "") !==
      "",
    rows: [
      {
        check: "npm audit --omit=dev lists no high or critical advisory",
        result,
        passed,
      },
    ],
  };
  const path = new URL("../docs/reliability/audit.json", import.meta.url);
  await writeFile(path, await format(JSON.stringify(file), { parser: "json" }));
}

const counts = report.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
      `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  );
  await writeReliabilityRow(
    `${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
    serious === 0,
  );
  if (serious > 0) {
    for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
      if (v.severity === "high" || v.severity === "critical")
        console.error(`  ${v.severity}: ${name} ${v.range}`);
    }
    console.error(
      "A high or critical advisory affects a production dependency.",
    );
    process.exit(1);
  }
  process.exit(0);
}

const why = report.statusCode
  ? `the registry answered ${report.statusCode} (${report.message})`
  : report.message;
console.warn(`\n*** npm audit could not run: ${why}.`);
console.warn(
  "*** Production dependencies were NOT checked for advisories on this machine.\n",
);
await writeReliabilityRow(
  `not checked: npm audit could not run, ${why}`,
  false,
);
process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
