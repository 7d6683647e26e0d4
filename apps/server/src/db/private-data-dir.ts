import { chmodSync, mkdirSync, statSync } from "node:fs";

/**
 * DATA_DIR holds everyone's data, so only the OS user running Kosh may enter it
 * (docs/architecture.md#data-at-rest), as PostgreSQL keeps its own data directory. The folder is
 * the guard: PGlite sets its files' modes itself (most 0666, whatever the process umask).
 */
const OWNER_ONLY = 0o700;
/** The rights of the group and of everyone else. */
const OTHERS = 0o077;

/** DATA_DIR cannot be used: the message is one line for the person at the terminal. */
export class DataDirUnusableError extends Error {
  override name = "DataDirUnusableError";
}

/**
 * Creates `dataDir` (0700), or closes an existing one that other users may enter, saying so in
 * one line on stderr. Throws `DataDirUnusableError` when it cannot be created or closed.
 */
export function makeDataDirPrivate(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY });
    const mode = statSync(dataDir).mode & 0o777;
    if ((mode & OTHERS) === 0) return;
    // Takes rights away from others only: a read-only 0555 becomes 0500, not a writable 0700.
    const closed = mode & ~OTHERS;
    chmodSync(dataDir, closed);
    console.warn(
      `DATA_DIR ${dataDir} was open to other users (${octal(mode)}); closed it to this OS user (${octal(closed)}).`,
    );
  } catch (error) {
    throw unusable(dataDir, error);
  }
}

/**
 * A file-system refusal (read-only, not ours) as one line naming DATA_DIR; anything else as it was.
 */
export function unusable(dataDir: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== "EACCES" && code !== "EPERM" && code !== "EROFS") return error;
  return new DataDirUnusableError(
    `Kosh cannot write to ${dataDir} (DATA_DIR) as this OS user (${code}${code === "EROFS" ? ", a read-only file system" : ""}): ` +
      `make the directory this user's own and writable, or point DATA_DIR at another directory.`,
  );
}

function octal(mode: number): string {
  return mode.toString(8).padStart(4, "0");
}
