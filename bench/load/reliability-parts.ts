// The parts of docs/reliability.md, read from docs/reliability/*.json, and whether each still
// describes the code: `npm run reliability:report` renders them, `npm run reliability:check` says
// which are stale (docs/decisions/0036-reliability-report-names-its-commit.md).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import {
  changesSince,
  describeSources,
  SERVER_SOURCES,
} from "@kosh/testing/measured-code";
import { reliabilityDir, type ReliabilityFile } from "./reliability-file.ts";

interface PartDefinition {
  name: string;
  what: string;
  command: string;
  /** The sources whose change makes the part's figures stale. */
  follows: string[];
}

/** What the load generator's figures follow: the server, and the generator itself, its tests aside. */
const LOAD_SOURCES = [
  ...SERVER_SOURCES,
  "bench/load",
  ":(exclude,glob)bench/load/**/*.test.ts",
];

/** The parts the report expects, in order, how to produce each one's file, and what each follows. */
const PARTS: PartDefinition[] = [
  {
    name: "load-pglite",
    what: "Load on PGlite",
    command: "npm run bench:load -- --database pglite --only load",
    follows: LOAD_SOURCES,
  },
  {
    name: "load-postgres",
    what: "Load on PostgreSQL",
    command: "npm run bench:load -- --database postgres --only load",
    follows: LOAD_SOURCES,
  },
  {
    name: "soak",
    what: "Soak (memory)",
    command: "npm run bench:load -- --only soak",
    follows: LOAD_SOURCES,
  },
  {
    name: "faults",
    what: "Faults",
    command: "RELIABILITY_REPORT=1 npm run test:reliability -- test/faults",
    follows: [...SERVER_SOURCES, "apps/server/test/faults"],
  },
  {
    name: "process",
    what: "Process signals",
    command: "RELIABILITY_REPORT=1 npm run test:reliability -- test/process",
    follows: [...SERVER_SOURCES, "apps/server/test/process"],
  },
  {
    name: "fuzz",
    what: "Hostile input",
    command: "RELIABILITY_REPORT=1 npm run test:reliability -- test/fuzz",
    follows: [...SERVER_SOURCES, "apps/server/test/fuzz"],
  },
  {
    name: "send-otp-timing",
    what: "send-otp timing",
    command: "npm run reliability:timing",
    follows: LOAD_SOURCES,
  },
  {
    name: "audit",
    what: "Dependencies",
    command: "RELIABILITY_REPORT=1 node scripts/audit.mjs",
    follows: ["package-lock.json"],
  },
];

/** Whether a part's figures still describe the code in this checkout. */
export type Freshness =
  | { state: "current"; commit: string }
  | { state: "stale"; commit: string | null; why: string };

export interface Part {
  name: string;
  what: string;
  command?: string;
  follows: string[];
  file?: ReliabilityFile;
  problem?: string;
  freshness?: Freshness;
}

/** The commit a file names: a full hash, or the short one older runs wrote, maybe with a note. */
function namedCommit(file: ReliabilityFile): string | null {
  return file.commit?.split(" ")[0] || null;
}

export function freshness(file: ReliabilityFile, follows: string[]): Freshness {
  const commit = namedCommit(file);
  const sources = describeSources(follows);
  if (!commit) {
    return {
      state: "stale",
      commit: null,
      why: "the run named no commit, so nothing says what it measured",
    };
  }
  const changes = changesSince(commit, follows);
  if (!changes) {
    return {
      state: "stale",
      commit,
      why: `commit ${commit.slice(0, 7)} is not in this clone, so whether ${sources} changed since cannot be told`,
    };
  }
  if (changes.files.length > 0) {
    const files = changes.files.length;
    const by =
      changes.commits > 0
        ? `${changes.commits} commit${changes.commits === 1 ? "" : "s"}`
        : "edits not committed";
    return {
      state: "stale",
      commit,
      why: `${files} file${files === 1 ? "" : "s"} under ${sources} changed since (${by})`,
    };
  }
  if (file.uncommittedChanges || file.commit?.includes("uncommitted")) {
    return {
      state: "stale",
      commit,
      why: `measured with edits to ${sources} that were not committed, so no commit holds the code it measured`,
    };
  }
  return { state: "current", commit };
}

export function readParts(): Part[] {
  const present = existsSync(reliabilityDir)
    ? readdirSync(reliabilityDir)
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -5))
    : [];
  const extra: Part[] = present
    .filter((name) => !PARTS.some((part) => part.name === name))
    .sort()
    .map((name) => ({ name, what: name, follows: SERVER_SOURCES }));
  return [...PARTS, ...extra].map((part) => {
    if (!present.includes(part.name)) return part;
    try {
      const file = JSON.parse(
        readFileSync(`${reliabilityDir}${part.name}.json`, "utf8"),
      ) as ReliabilityFile;
      if (typeof file.title !== "string" || !Array.isArray(file.rows)) {
        return { ...part, problem: "has no title or rows" };
      }
      return {
        ...part,
        what: file.title,
        file,
        freshness: freshness(file, part.follows),
      };
    } catch (error) {
      return {
        ...part,
        problem: `cannot be read: ${(error as Error).message}`,
      };
    }
  });
}
