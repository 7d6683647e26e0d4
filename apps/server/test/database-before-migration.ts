import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type App, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import {
  type Database,
  migrationsFolder,
  pgliteDatabase,
} from "../src/db/database.ts";

/**
 * An in-memory PGlite database as an earlier Kosh left it: migrated up to migration `last`
 * (its index in drizzle/meta/_journal.json) and no further, for a test to fill with the rows of
 * that time before `koshAfterUpgrade` applies the rest, as an upgrade does.
 */
export async function databaseMigratedUpTo(last: number): Promise<PGlite> {
  const folder = mkdtempSync(join(tmpdir(), `kosh-migrations-${last}-`));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= last);
    writeFileSync(journalPath, JSON.stringify(journal));
    const client = new PGlite();
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    return client;
  } finally {
    rmSync(folder, { recursive: true });
  }
}

export interface UpgradedKosh {
  app: App;
  db: Database;
  close(): Promise<void>;
}

/** Applies the rest of the migrations to `client`, as the next start does, and builds the app on it. */
export async function koshAfterUpgrade(client: PGlite): Promise<UpgradedKosh> {
  const database = pgliteDatabase(client);
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://kosh.test" }),
    db: database.db,
  });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
