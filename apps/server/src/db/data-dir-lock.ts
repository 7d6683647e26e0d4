import { randomBytes } from "node:crypto";
import {
  linkSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { makeDataDirPrivate, unusable } from "./private-data-dir.ts";

export const LOCK_FILE_NAME = "kosh.lock";

/** Another live process owns the data directory: PGlite must never be opened by two at once. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Kosh process (pid ${holderPid}) is using the data directory ${dataDir}. ` +
        `Stop it first, or point DATA_DIR at another directory.`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Lock files this process holds, so a lock naming our own pid can be told apart from a stale one. */
const heldByThisProcess = new Set<string>();

/**
 * Takes `DATA_DIR/kosh.lock`, holding this process's pid, after making DATA_DIR private
 * (`makeDataDirPrivate`: 0700). A directory this OS user cannot
 * write to throws `DataDirUnusableError`, in one line. A lock whose pid is no longer alive
 * (a killed server) is taken over. The file is written under a temporary name and hard-linked
 * into place, so nobody ever reads a half-written pid; two processes taking over the same
 * stale lock in the same millisecond is the one race left, and it needs a crash to set up.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  makeDataDirPrivate(dataDir);
  const path = join(dataDir, LOCK_FILE_NAME);
  const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    writeFileSync(draft, `${process.pid}\n`);
  } catch (error) {
    throw unusable(dataDir, error);
  }
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, path);
        heldByThisProcess.add(path);
        return lockHandle(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = holderPid(path);
      if (holder !== undefined && holderIsAlive(holder, path)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(path, { force: true });
    }
    throw new DataDirLockedError(dataDir, holderPid(path) ?? -1);
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The pid written in a lock file, if it holds one. */
export function holderPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function holderIsAlive(pid: number, path: string): boolean {
  // After a container restart the new server often gets the old one's pid (1): only a lock this
  // very process took counts as ours.
  if (pid === process.pid) return heldByThisProcess.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function lockHandle(path: string): DataDirLock {
  const release = () => {
    process.off("exit", release);
    if (!heldByThisProcess.delete(path)) return;
    if (holderPid(path) !== process.pid) return;
    try {
      unlinkSync(path);
    } catch {
      // Already gone: nothing left to release.
    }
  };
  // A server that exits without closing still leaves no lock behind.
  process.on("exit", release);
  return { path, release };
}
