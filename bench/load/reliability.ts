// `npm run reliability`: the full load and soak (bench/load), `npm run test:reliability` (the
// fault, process and fuzz tests), the send-otp timing and the npm audit, with
// RELIABILITY_REPORT=1 so they write their docs/reliability/*.json, then docs/reliability.md.
// Takes about 20 minutes; run it alone on the machine (e.g. under `flock /tmp/kosh-heavy.lock`).
import { spawnSync } from "node:child_process";
import { repoRoot } from "@kosh/testing/kosh-server";

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n==> ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, RELIABILITY_REPORT: "1" },
  });
  return result.status === 0;
}

const failed: string[] = [];
if (!run("Load and soak", "npm", ["run", "--silent", "bench:load"]))
  failed.push("load and soak");
if (
  !run("Fault, process and fuzz tests", "npm", [
    "run",
    "--silent",
    "test:reliability",
  ])
)
  failed.push("fault, process and fuzz tests");
if (
  !run("send-otp timing by kind of address", "npm", [
    "run",
    "--silent",
    "reliability:timing",
  ])
)
  failed.push("send-otp timing");

// Exits 0 when the registry cannot answer an audit; the report then says "not checked".
if (
  !run("Audit of production dependencies", process.execPath, [
    "scripts/audit.mjs",
  ])
)
  failed.push("npm audit");

if (!run("Report", "npm", ["run", "--silent", "reliability:report"]))
  failed.push("report");
if (failed.length > 0) {
  console.log(
    `\nReliability run FAILED: ${failed.join(", ")}. docs/reliability.md says which checks.`,
  );
  process.exit(1);
}
console.log("\nReliability run passed; docs/reliability.md is up to date.");
