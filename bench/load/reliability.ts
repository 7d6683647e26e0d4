// `npm run reliability`: the full load and soak (bench/load), the fault, process and fuzz tests
// and the npm audit, with RELIABILITY_REPORT=1 so they write their docs/reliability/*.json, then
// docs/reliability.md.
// Takes about 20 minutes; run it alone on the machine (e.g. under `flock /tmp/kosh-heavy.lock`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { repoRoot } from "../../e2e/setup/kosh-server.ts";

const TEST_FOLDERS = ["test/faults", "test/process", "test/fuzz"];

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

const folders = TEST_FOLDERS.filter((folder) =>
  existsSync(`${repoRoot}apps/server/${folder}`),
);
const absent = TEST_FOLDERS.filter((folder) => !folders.includes(folder));
if (absent.length > 0)
  console.log(
    `\nNo apps/server/${absent.join(", apps/server/")} yet: not run.`,
  );
if (folders.length > 0) {
  const vitest = `${repoRoot}node_modules/vitest/vitest.mjs`;
  if (
    !run("Fault, process and fuzz tests", process.execPath, [
      vitest,
      "run",
      "--project",
      "server",
      ...folders,
    ])
  )
    failed.push("fault, process and fuzz tests");
}

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
