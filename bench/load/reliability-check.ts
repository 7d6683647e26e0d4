// `npm run reliability:check`: whether docs/reliability.md still describes the code. Each part of
// docs/reliability/*.json names the commit it measured; a part is stale once apps/server or
// packages/core (the audit: package-lock.json) changed since. It says so and exits 0: staleness
// does not fail CI (docs/decisions/0036-reliability-report-names-its-commit.md). It exits 1 only
// when a file cannot be read.
import { readParts } from "./reliability-parts.ts";

const parts = readParts();
const measured = parts.filter((part) => part.file);
const stale = measured.filter((part) => part.freshness?.state !== "current");
for (const part of parts) {
  const name = part.name.padEnd(16);
  if (part.problem)
    console.log(
      `${name} UNREADABLE  docs/reliability/${part.name}.json ${part.problem}`,
    );
  else if (!part.file) console.log(`${name} not run     ${part.command ?? ""}`);
  else if (part.freshness?.state === "current")
    console.log(
      `${name} current     measured on ${part.freshness.commit.slice(0, 7)}`,
    );
  else console.log(`${name} STALE       ${part.freshness?.why ?? ""}`);
}
console.log(
  stale.length === 0
    ? `\ndocs/reliability.md is current: the ${measured.length} parts measured the code as it is.`
    : `\ndocs/reliability.md is stale: ${stale.length} of ${measured.length} parts were measured before a change to what they follow. \`npm run reliability\` (about 20 minutes, alone on the machine) measures again.`,
);
if (parts.some((part) => part.problem)) process.exit(1);
