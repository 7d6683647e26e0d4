import { createHash } from "node:crypto";
import { z } from "zod";

/**
 * A Kosh backup file (docs/decisions/0019-backups-over-a-control-socket.md): one line of text
 * saying what it is, then PGlite's data directory as a gzipped tar (`dumpDataDir`). The line
 * opens with the SHA-256 of everything after it — the rest of the line and the tar.gz — so an
 * edited header is as damaged as an edited payload (format 2, docs/decisions/0032-backup-checksum-covers-the-header.md):
 *
 *     KOSH-BACKUP <sha256> {"format":2,"createdAt":"…","postgres":"PostgreSQL 18.6 (PGlite 0.5.16) …",
 *                  "migrations":[…],"rows":{"users":12,…},"payload":{"encoding":…,"bytes":…}}\n
 *     <the tar.gz>
 *
 * Format 1 (before 2026-11-27) has no seal; its header's `payload.sha256` covers the tar.gz only.
 * It is still read. The line lets restore refuse a file that is not a Kosh backup, a damaged one,
 * or one made by a newer Kosh, before it touches any directory.
 */
export const BACKUP_MAGIC = "KOSH-BACKUP ";
export const BACKUP_FORMAT = 2;
/** The seal: 64 hex digits and a space. */
const SEAL_BYTES = 65;
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
    /** Format 1 only: the SHA-256 of the payload (format 2 seals the whole file). */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
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
    },
  };
  const sealed = Buffer.concat([
    Buffer.from(`${JSON.stringify(full)}\n`),
    payload,
  ]);
  return {
    header: full,
    file: Buffer.concat([
      Buffer.from(`${BACKUP_MAGIC}${sha256(sealed)} `),
      sealed,
    ]),
  };
}

/** Reads a backup file's bytes; throws `UnusableBackupError` for anything restore must refuse. */
export function decodeBackup(file: Buffer, name: string): Backup {
  const notOurs = new UnusableBackupError(
    `${name} is not a Kosh backup (made by \`npm run backup\`); nothing was restored.`,
  );
  const damaged = new UnusableBackupError(
    `${name} is damaged: its contents do not match the size and checksum it carries (cut short or changed?); nothing was restored.`,
  );
  if (!file.subarray(0, BACKUP_MAGIC.length).equals(Buffer.from(BACKUP_MAGIC)))
    throw notOurs;
  let rest = file.subarray(BACKUP_MAGIC.length);
  // Format 1 has no seal: its JSON follows the magic.
  const unsealed = rest[0] === "{".charCodeAt(0);
  if (!unsealed) {
    const seal = rest.subarray(0, SEAL_BYTES).toString("latin1");
    if (!/^[0-9a-f]{64} $/.test(seal)) throw notOurs;
    rest = rest.subarray(SEAL_BYTES);
    if (sha256(rest) !== seal.trimEnd()) throw damaged;
  }
  const end = rest.indexOf(0x0a);
  if (end < 0 || end > MAX_HEADER_BYTES) throw notOurs;
  let header: BackupHeader;
  try {
    header = backupHeader.parse(
      JSON.parse(rest.subarray(0, end).toString("utf8")),
    );
  } catch {
    throw notOurs;
  }
  if (header.format > BACKUP_FORMAT)
    throw new UnusableBackupError(
      `${name} is a Kosh backup of format ${header.format}, newer than this Kosh reads (${BACKUP_FORMAT}); restore it with the Kosh that made it.`,
    );
  if (unsealed !== (header.format === 1)) throw notOurs;
  const payload = rest.subarray(end + 1);
  if (
    payload.byteLength !== header.payload.bytes ||
    (unsealed && sha256(payload) !== header.payload.sha256)
  )
    throw damaged;
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
