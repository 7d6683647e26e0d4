import { execFileSync } from "node:child_process";
import { repoRoot } from "./kosh-server.ts";

/**
 * The sources a reliability figure follows: once one of them changes, the figure measured before
 * no longer describes Kosh (docs/decisions/0036-reliability-report-names-its-commit.md). The code
 * the server runs, as git pathspecs: its unit tests beside it change nothing a figure measured.
 */
export const SERVER_SOURCES = [
  "apps/server/src",
  "apps/server/drizzle",
  "apps/server/package.json",
  "packages/core/src",
  ":(exclude,glob)apps/server/src/**/*.test.ts",
  ":(exclude,glob)packages/core/src/**/*.test.ts",
];

/** The sources for a sentence: the folders, without the pathspecs that leave files out. */
export function describeSources(sources: readonly string[]): string {
  return sources.filter((source) => !source.startsWith(":(")).join(", ");
}

/** The code a check measured, stored beside its figures in docs/reliability/*.json. */
export interface MeasuredCode {
  /** `git rev-parse HEAD` when the check ran; null outside a git checkout. */
  commit: string | null;
  /** True when the server's or core's sources differed from that commit (uncommitted edits). */
  uncommittedChanges: boolean;
}

function git(args: string[]): string {
  return execFileSync("git", args, {
    cwd: repoRoot,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
}

/** This checkout, whichever it is (a worktree of an older commit measures that commit). */
export function measuredCode(sources = SERVER_SOURCES): MeasuredCode {
  try {
    return {
      commit: git(["rev-parse", "HEAD"]),
      uncommittedChanges:
        git(["status", "--porcelain", "--", ...sources]) !== "",
    };
  } catch {
    return { commit: null, uncommittedChanges: false };
  }
}

/** What changed under `sources` between `commit` and this working tree. */
export interface ChangesSince {
  /** Commits since `commit` that touch the sources. */
  commits: number;
  /** Files under the sources that differ from `commit`, committed or not, untracked included. */
  files: string[];
}

/** Null when `commit` is not in this clone (a shallow clone, or a commit rewritten away). */
export function changesSince(
  commit: string,
  sources = SERVER_SOURCES,
): ChangesSince | null {
  try {
    git(["cat-file", "-e", `${commit}^{commit}`]);
  } catch {
    return null;
  }
  const lines = (text: string) => text.split("\n").filter(Boolean);
  const changed = lines(git(["diff", "--name-only", commit, "--", ...sources]));
  const untracked = lines(
    git(["ls-files", "--others", "--exclude-standard", "--", ...sources]),
  );
  return {
    commits: lines(git(["rev-list", `${commit}..HEAD`, "--", ...sources]))
      .length,
    files: [...new Set([...changed, ...untracked])].sort(),
  };
}
