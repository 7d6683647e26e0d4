// `npm run restore -- <file>`: restores a backup of `npm run backup` into an empty data directory
// while no server runs on it (docs/decisions/0019-backups-over-a-control-socket.md).
import { existsSync, readFileSync, rmdirSync } from "node:fs";
import {
  decodeBackup,
  describeRows,
  POSTGRES_BACKUPS,
  UnusableBackupError,
} from "../backup/backup-file.ts";
import {
  checkMigrationsKnown,
  dataDirEntries,
  dataDirTar,
  restoreBackup,
} from "../backup/pglite-backup.ts";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock.ts";
import { resolveFromWhereTyped } from "../db/open-database.ts";
import { DataDirUnusableError } from "../db/private-data-dir.ts";
import {
  fail,
  fileArgument,
  loadConfigOrFail,
  serverIsRunning,
} from "./cli-support.ts";

const USAGE = `Usage: npm run restore -- <file>

Restores a backup made by \`npm run backup\` into DATA_DIR, which must be empty (or not exist yet)
and have no server running on it. Start the server on it afterwards.
With DATABASE_URL set, restore PostgreSQL with pg_restore instead.`;

const file = resolveFromWhereTyped(fileArgument(USAGE));
const config = loadConfigOrFail();
if (config.DATABASE_URL) fail(POSTGRES_BACKUPS);

let bytes: Buffer;
try {
  bytes = readFileSync(file);
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}
let backup;
let tar;
try {
  backup = decodeBackup(bytes, file);
  checkMigrationsKnown(backup, file);
  tar = await dataDirTar(backup, file);
} catch (error) {
  if (error instanceof UnusableBackupError) fail(error.message);
  throw error;
}

const dataDir = resolveFromWhereTyped(config.DATA_DIR);
// A refused restore leaves DATA_DIR as it found it: one it had to create is removed again.
const dataDirExisted = existsSync(dataDir);
let lock;
try {
  lock = acquireDataDirLock(dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(
      serverIsRunning(
        error,
        "Stop it first: a backup is restored into an empty data directory, never under a running server.",
      ),
    );
  if (error instanceof DataDirUnusableError) fail(error.message);
  throw error;
}

const started = performance.now();
let refusal: string | undefined;
try {
  const entries = dataDirEntries(dataDir);
  if (entries.length > 0)
    refusal = `${dataDir} is not empty (it holds ${entries.join(", ")}): restore writes only into an empty DATA_DIR; set DATA_DIR to a new directory or move this one aside.`;
  else await restoreBackup(dataDir, backup, tar, file);
} catch (error) {
  if (!(error instanceof UnusableBackupError)) throw error;
  refusal = error.message;
} finally {
  lock.release();
  if (refusal !== undefined && !dataDirExisted) rmdirSync(dataDir);
}
if (refusal !== undefined) fail(refusal);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Restored ${file} (taken ${backup.header.createdAt}; ${describeRows(backup.header)}) into PGlite in ${dataDir} in ${seconds} s.`,
);
console.log(
  `Start the server on it (DATA_DIR=${dataDir} npm start); it applies any migrations newer than the backup.`,
);
