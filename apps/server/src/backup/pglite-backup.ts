import {
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import { gunzip as gunzipCallback, gzip as gzipCallback } from "node:zlib";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { LOCK_FILE_NAME } from "../db/data-dir-lock.ts";
import { migrationsFolder } from "../db/database.ts";
import { pgliteDirectory } from "../db/open-database.ts";
import {
  type Backup,
  type BackupHeader,
  encodeBackup,
  UnusableBackupError,
} from "./backup-file.ts";

/** Every table of the app (the schema's) and drizzle's record of the migrations applied. */
const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

const TABLES_SQL = `select case when table_schema = 'public' then table_name
                            else table_schema || '.' || table_name end as name,
                          format('%I.%I', table_schema, table_name) as qualified
                     from information_schema.tables
                    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
                    order by 1`;

export interface TakenBackup {
  file: Buffer;
  header: BackupHeader;
  /** How long other queries waited: the transaction that counted, checkpointed and copied. */
  heldMs: number;
}

/**
 * A consistent snapshot of a PGlite database, as a backup file's bytes. It runs as one PGlite
 * transaction: while it holds PGlite's transaction lock no other query or transaction of the
 * process can run, so the row counts, the CHECKPOINT and the copy of the data directory all see
 * the same committed state, with nothing half-written (docs/decisions/0019-backups-over-a-control-socket.md).
 * `dumpDataDir` takes only PGlite's query lock, which is free between the transaction's statements.
 * The copy is compressed after the transaction, so requests wait for the copy alone.
 */
export async function takeBackup(
  client: PGlite,
  now: Date,
): Promise<TakenBackup> {
  let heldMs = 0;
  const { header, tarball } = await client.transaction(async (tx) => {
    const began = performance.now();
    const rows = await rowCounts(tx);
    const [{ version } = { version: "" }] = (
      await tx.query<{ version: string }>("select version()")
    ).rows;
    const migrations = (
      await tx.query<{ created_at: string }>(
        "select created_at::text from drizzle.__drizzle_migrations order by created_at",
      )
    ).rows.map((row) => Number(row.created_at));
    // Writes every changed page to the data files, so the copy needs no WAL replay when opened.
    await tx.exec("CHECKPOINT");
    // Uncompressed: the requests wait only for the copy, not for the compression.
    const copy = await client.dumpDataDir("none");
    heldMs = performance.now() - began;
    return {
      header: {
        createdAt: now.toISOString(),
        postgres: version,
        migrations,
        rows,
      },
      tarball: new Uint8Array(await copy.arrayBuffer()),
    };
  });
  // zlib compresses on libuv's thread pool, while the server goes on answering.
  return {
    ...encodeBackup(header, await gzip(tarball)),
    heldMs: Math.round(heldMs),
  };
}

async function rowCounts(
  executor: Pick<Transaction, "query"> | Pick<PGlite, "query">,
): Promise<Record<string, number>> {
  const tables = (
    await executor.query<{ name: string; qualified: string }>(TABLES_SQL)
  ).rows;
  if (tables.length === 0) return {};
  const counted = await executor.query<{ name: string; count: number }>(
    tables
      .map(
        ({ name, qualified }) =>
          `select '${name}' as name, count(*)::int as count from ${qualified}`,
      )
      .join(" union all "),
  );
  return Object.fromEntries(counted.rows.map((row) => [row.name, row.count]));
}

/**
 * Refuses a backup made by a newer Kosh: its database has migrations this code does not know,
 * which the server could neither read nor migrate. An older backup is fine: the server applies
 * the missing migrations when it starts on the restored directory.
 */
export function checkMigrationsKnown(backup: Backup, name: string): void {
  const known = new Set(
    readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  );
  if (backup.header.migrations.some((when) => !known.has(when)))
    throw new UnusableBackupError(
      `${name} was made by a newer version of Kosh (its database has migrations this version does not know); restore it with that version.`,
    );
}

/** What a data directory holds besides the lock: restore writes only into an empty one. */
export function dataDirEntries(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter((entry) => entry !== LOCK_FILE_NAME);
}

/**
 * The backup's data directory as a tar, refused (`UnusableBackupError`) unless it is a gzipped tar
 * of files and folders that all stay inside it: no `..`, no link, no device. PGlite names each
 * entry from the folder's root (`/PG_VERSION`) and writes it under the folder, so a leading `/`
 * stays inside.
 */
export async function dataDirTar(
  backup: Backup,
  name: string,
): Promise<Uint8Array> {
  let tar: Buffer;
  try {
    tar = await gunzip(backup.payload);
  } catch {
    throw new UnusableBackupError(
      `${name} does not hold a compressed data directory (not gzip); nothing was restored.`,
    );
  }
  for (const entry of tarEntries(tar, name)) {
    const outside = entry.path.split("/").includes("..");
    if (outside || (entry.type !== "file" && entry.type !== "folder"))
      throw new UnusableBackupError(
        `${name} holds ${outside ? "a path outside its folder" : "a link or device"} (${JSON.stringify(entry.path)}); nothing was restored.`,
      );
  }
  return tar;
}

const TAR_BLOCK = 512;

/** The entries of a ustar archive (what `dumpDataDir` writes): path and kind, in order. */
function tarEntries(
  tar: Buffer,
  name: string,
): { path: string; type: string }[] {
  const entries: { path: string; type: string }[] = [];
  const text = (from: number, length: number) =>
    tar
      .subarray(from, from + length)
      .toString("utf8")
      .replace(/\0.*$/s, "");
  for (let at = 0; at + TAR_BLOCK <= tar.byteLength;) {
    if (tar.subarray(at, at + TAR_BLOCK).every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(at + 124, 12).trim() || "0", 8);
    if (!Number.isSafeInteger(size) || size < 0)
      throw new UnusableBackupError(
        `${name} does not hold a data directory (a damaged tar); nothing was restored.`,
      );
    const prefix = text(at + 257, 6) === "ustar" ? text(at + 345, 155) : "";
    const flag = text(at + 156, 1);
    entries.push({
      path: prefix ? `${prefix}/${text(at, 100)}` : text(at, 100),
      type:
        flag === "" || flag === "0" ? "file" : flag === "5" ? "folder" : flag,
    });
    at += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
  return entries;
}

/**
 * Restores a checked tar (`dataDirTar`) into `DATA_DIR/pglite` (the caller holds the directory's
 * lock and has checked it is empty). It is unpacked into a folder beside DATA_DIR, opened, checked
 * to hold in every table the rows the header counted and closed cleanly, and only then moved into
 * DATA_DIR: on any failure the folder is removed and DATA_DIR is as it was.
 */
export async function restoreBackup(
  dataDir: string,
  backup: Backup,
  tar: Uint8Array,
  name: string,
): Promise<void> {
  const beside = mkdtempSync(
    join(dirname(dataDir), `.${basename(dataDir)}.restoring-`),
  );
  try {
    const directory = join(beside, "pglite");
    let client: PGlite;
    try {
      client = await PGlite.create(directory, {
        loadDataDir: new Blob([tar]),
      });
    } catch (error) {
      throw new UnusableBackupError(
        `${name} could not be opened as a database (${firstLine(error)}); nothing was restored.`,
      );
    }
    try {
      const restored = await rowCounts(client);
      const expected = backup.header.rows;
      const differing = Object.keys({ ...expected, ...restored }).filter(
        (table) => restored[table] !== expected[table],
      );
      if (differing.length > 0)
        throw new UnusableBackupError(
          `${name} does not hold the rows its header counts (${differing.join(", ")}); nothing was restored.`,
        );
    } finally {
      await client.close();
    }
    renameSync(directory, pgliteDirectory(dataDir));
  } finally {
    rmSync(beside, { recursive: true, force: true });
  }
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split("\n")[0]!;
}
