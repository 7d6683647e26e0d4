// `npm run backup -- <file>`: writes a backup of the embedded database to a new file, whether the
// server runs or not (docs/decisions/0019-backups-over-a-control-socket.md).
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  decodeBackup,
  describeRows,
  describeSize,
  POSTGRES_BACKUPS,
} from "../backup/backup-file.ts";
import {
  controlSocketPath,
  NoControlSocketError,
  requestBackup,
} from "../backup/control-socket.ts";
import { takeBackup } from "../backup/pglite-backup.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import {
  openDatabase,
  pgliteDirectory,
  resolveFromWhereTyped,
} from "../db/open-database.ts";
import { DataDirUnusableError } from "../db/private-data-dir.ts";
import {
  fail,
  fileArgument,
  loadConfigOrFail,
  serverIsRunning,
} from "./cli-support.ts";

const USAGE = `Usage: npm run backup -- <file>

Writes a backup of Kosh's embedded database (PGlite in DATA_DIR) to <file>, a new file.
Works while the server runs (the server takes the snapshot, asked over DATA_DIR/kosh.sock)
and while it is stopped. Restore it with: npm run restore -- <file>
With DATABASE_URL set, back up PostgreSQL with pg_dump instead.`;

const file = resolveFromWhereTyped(fileArgument(USAGE));
const config = loadConfigOrFail();
if (config.DATABASE_URL) fail(POSTGRES_BACKUPS);
if (existsSync(file))
  fail(
    `${file} already exists; a backup never overwrites a file. Name a new file.`,
  );
const dataDir = resolveFromWhereTyped(config.DATA_DIR);
if (!existsSync(join(pgliteDirectory(dataDir), "PG_VERSION")))
  fail(`There is no Kosh database in ${dataDir} (DATA_DIR) to back up.`);

const started = performance.now();
let bytes: Buffer;
let how: string;
try {
  const database = await openDatabase(config);
  try {
    bytes = (await takeBackup(database.pglite!.client, new Date())).file;
  } finally {
    await database.close();
  }
  how = "The server was stopped.";
} catch (error) {
  if (error instanceof DataDirUnusableError) fail(error.message);
  if (!(error instanceof DataDirLockedError)) throw error;
  try {
    bytes = await requestBackup(dataDir);
  } catch (asking) {
    if (asking instanceof NoControlSocketError)
      fail(
        serverIsRunning(
          error,
          `It does not answer backups on ${controlSocketPath(dataDir)} (a Kosh from before backups, or ` +
            `DATA_DIR's path is too long for a Unix socket): stop the server and run this command again.`,
        ),
      );
    fail(
      `The running Kosh server (pid ${error.holderPid}) could not take the backup: ${(asking as Error).message}`,
    );
  }
  how = `The running server (pid ${error.holderPid}) took the snapshot.`;
}

// What came back is checked as restore will check it, so a backup that could not be restored is never kept.
const { header } = decodeBackup(bytes, "The backup");
const partial = `${file}.partial-${process.pid}`;
try {
  // The file holds everyone's data: readable by this OS user only.
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, file);
} catch (error) {
  rmSync(partial, { force: true });
  fail(`Could not write ${file}: ${(error as Error).message}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Backed up PGlite in ${dataDir} to ${file} (${describeSize(bytes.byteLength)}; ${describeRows(header)}) in ${seconds} s. ${how}`,
);
console.log(
  `Restore it into an empty DATA_DIR with: npm run restore -- ${file}`,
);
