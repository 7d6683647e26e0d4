import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  type DatabaseHandle,
  pgliteDatabase,
  postgresDatabase,
} from "../src/db/database.ts";
import { pgliteDirectory } from "../src/db/open-database.ts";

const migrationsDir = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * A database of its own for one test file, already migrated (docs/architecture.md#testing):
 * - by default a PGlite copy loaded from a template that was migrated once and dumped
 *   (`dumpDataDir`) to the system temp directory, keyed by the migrations' content;
 * - with TEST_DATABASE_URL, a throw-away database on that PostgreSQL server, dropped on close.
 */
export interface TestDatabase extends DatabaseHandle {
  /** The database's URL when it lives on a PostgreSQL server, for child processes to reach it. */
  connectionString?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? throwAwayPostgresDatabase(serverUrl) : pgliteCopy();
}

async function pgliteCopy(): Promise<DatabaseHandle> {
  const template = await pgliteTemplate();
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(template)]),
  });
  await client.waitReady;
  return pgliteDatabase(client);
}

/**
 * A DATA_DIR as a server that started on it before leaves it: the folder (0700) with the migrated
 * template loaded into its PGlite directory, as a restore loads a backup. For tests about anything
 * but the first start, which it spares PGlite's initdb (seconds of CPU per directory).
 */
export async function preparedDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(pgliteDirectory(dataDir), {
    loadDataDir: new Blob([readFileSync(await pgliteTemplate())]),
  });
  await client.close();
}

/** The path of the migrated template dump, making it first if this migration set has none yet. */
async function pgliteTemplate(): Promise<string> {
  const path = join(
    tmpdir(),
    `kosh-pglite-template-${migrationsFingerprint()}.tar`,
  );
  if (existsSync(path)) return path;
  const client = new PGlite();
  await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  // Several test workers may build it at once: each writes its own file, the rename is atomic.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, Buffer.from(await dump.arrayBuffer()));
  renameSync(draft, path);
  return path;
}

function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const files = [
    ...readdirSync(migrationsDir).filter((name) => name.endsWith(".sql")),
    "meta/_journal.json",
  ].sort();
  for (const name of files)
    hash.update(name).update(readFileSync(join(migrationsDir, name)));
  return hash.digest("hex").slice(0, 16);
}

async function throwAwayPostgresDatabase(
  serverUrl: string,
): Promise<TestDatabase> {
  const name = `kosh_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = postgresDatabase(url.toString());
  await handle.migrate();
  return {
    ...handle,
    connectionString: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
