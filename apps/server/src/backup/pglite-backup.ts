import { existsSync, readdirSync, rmSync } from "node:fs";
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
 * Unpacks a backup into `DATA_DIR/pglite` (the caller holds the directory's lock and has checked
 * it is empty), opens it, checks every table holds the rows the header counted, and closes it
 * cleanly. On any failure the half-restored directory is removed again.
 */
export async function restoreBackup(
  dataDir: string,
  backup: Backup,
): Promise<void> {
  const directory = pgliteDirectory(dataDir);
  try {
    const client = await PGlite.create(directory, {
      loadDataDir: new Blob([await gunzip(backup.payload)]),
    });
    try {
      const restored = await rowCounts(client);
      const expected = backup.header.rows;
      const differing = Object.keys({ ...expected, ...restored }).filter(
        (table) => restored[table] !== expected[table],
      );
      if (differing.length > 0)
        throw new Error(
          `The restored database does not hold the rows the backup counted (${differing.join(", ")}); it was removed again.`,
        );
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}
