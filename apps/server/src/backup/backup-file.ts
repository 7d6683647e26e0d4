import { createHash } from "node:crypto";
import { z } from "zod";

/**
 * A Kosh backup file (docs/decisions/0019-backups-over-a-control-socket.md): one line of text
 * saying what it is, then PGlite's data directory as a gzipped tar (`dumpDataDir`).
 *
 *     KOSH-BACKUP {"format":1,"createdAt":"…","postgres":"PostgreSQL 18.6 (PGlite 0.5.16) …",
 *                  "migrations":[…],"rows":{"users":12,…},"payload":{"bytes":…,"sha256":"…"}}\n
 *     <the tar.gz>
 *
 * The line lets restore refuse a file that is not a Kosh backup, a damaged one, or one made by a
 * newer Kosh, before it touches any directory.
 */
export const BACKUP_MAGIC = "KOSH-BACKUP ";
export const BACKUP_FORMAT = 1;
/** The header line is short; a file without a newline this early is not a Kosh backup. */
const MAX_HEADER_BYTES = 64 * 1024;

const backupHeader = z.object({
  format: z.number().int().positive(),
  /** When the snapshot was taken (ISO 8601). */
  createdAt: z.iso.datetime(),
  /** `select version()` of the database backed up: the PostgreSQL and PGlite versions. */
  postgres: z.string(),
  /** The migrations applied (drizzle's `created_at` of each, the `when` of its journal entry). */
  migrations: z.array(z.number().int()),
  /** Rows per table at the moment of the snapshot; restore checks the restored database against them. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  payload: z.object({
    encoding: z.literal("pglite-data-dir-tar-gzip"),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});

export type BackupHeader = z.infer<typeof backupHeader>;

export interface Backup {
  header: BackupHeader;
  /** PGlite's data directory, a gzipped tar. */
  payload: Uint8Array;
}

/** The file cannot be restored by this Kosh; the message is one line for the person at the terminal. */
export class UnusableBackupError extends Error {
  override name = "UnusableBackupError";
}

export function encodeBackup(
  header: Omit<BackupHeader, "format" | "payload">,
  payload: Uint8Array,
): { header: BackupHeader; file: Buffer } {
  const full: BackupHeader = {
    format: BACKUP_FORMAT,
    ...header,
    payload: {
      encoding: "pglite-data-dir-tar-gzip",
      bytes: payload.byteLength,
      sha256: sha256(payload),
    },
  };
  return {
    header: full,
    file: Buffer.concat([
      Buffer.from(`${BACKUP_MAGIC}${JSON.stringify(full)}\n`),
      payload,
    ]),
  };
}

/** Reads a backup file's bytes; throws `UnusableBackupError` for anything restore must refuse. */
export function decodeBackup(file: Buffer, name: string): Backup {
  const notOurs = new UnusableBackupError(
    `${name} is not a Kosh backup (made by \`npm run backup\`); nothing was restored.`,
  );
  if (!file.subarray(0, BACKUP_MAGIC.length).equals(Buffer.from(BACKUP_MAGIC)))
    throw notOurs;
  const end = file.indexOf(0x0a);
  if (end < 0 || end > MAX_HEADER_BYTES) throw notOurs;
  let header: BackupHeader;
  try {
    header = backupHeader.parse(
      JSON.parse(file.subarray(BACKUP_MAGIC.length, end).toString("utf8")),
    );
  } catch {
    throw notOurs;
  }
  if (header.format > BACKUP_FORMAT)
    throw new UnusableBackupError(
      `${name} is a Kosh backup of format ${header.format}, newer than this Kosh reads (${BACKUP_FORMAT}); restore it with the Kosh that made it.`,
    );
  const payload = file.subarray(end + 1);
  if (
    payload.byteLength !== header.payload.bytes ||
    sha256(payload) !== header.payload.sha256
  )
    throw new UnusableBackupError(
      `${name} is damaged: its contents do not match the size and checksum in its header (cut short or changed?); nothing was restored.`,
    );
  return { header, payload };
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** "12 users, 340 investments", for what the commands print. */
export function describeRows(header: BackupHeader): string {
  const count = (table: string, one: string, many: string) => {
    const rows = header.rows[table] ?? 0;
    return `${rows.toLocaleString("en-IN")} ${rows === 1 ? one : many}`;
  };
  return [
    count("users", "user", "users"),
    count("investments", "investment", "investments"),
  ].join(", ");
}

/** 5.2 MB, 840 kB. */
export function describeSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

/** With DATABASE_URL the data is in PostgreSQL, which has its own tools; Kosh does not redo them. */
export const POSTGRES_BACKUPS =
  "DATABASE_URL is set, so Kosh's data is in PostgreSQL: back it up with PostgreSQL's own tools, e.g.\n" +
  '  pg_dump --format=custom --file=kosh.dump "$DATABASE_URL"\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" kosh.dump\n' +
  "npm run backup and npm run restore are for the embedded database (PGlite in DATA_DIR, DATABASE_URL unset).";
