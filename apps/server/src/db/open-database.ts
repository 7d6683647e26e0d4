import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Config } from "../config.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import {
  type DatabaseHandle,
  pgliteDatabase,
  postgresDatabase,
} from "./database.ts";

export interface OpenedDatabase extends DatabaseHandle {
  /** Where the data lives, for messages: the PGlite directory or the PostgreSQL host and database. */
  location: string;
  /** PGlite only: the client and its data directory, for backups (src/backup/). */
  pglite?: { client: PGlite; dataDir: string };
}

export interface OpenDatabaseOptions {
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL when `DATABASE_URL` is set; otherwise PGlite in `DATA_DIR`, after taking the
 * directory's lock (one process per PGlite directory). Closing the handle releases the lock.
 * Migrations are not applied here: callers decide when (`handle.migrate()`).
 */
export async function openDatabase(
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR">,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const handle = postgresDatabase(config.DATABASE_URL, options);
    const url = new URL(config.DATABASE_URL);
    return { ...handle, location: `PostgreSQL at ${url.host}${url.pathname}` };
  }

  const dataDir = resolveFromWhereTyped(config.DATA_DIR);
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(pgliteDirectory(dataDir));
    const handle = pgliteDatabase(client);
    return {
      ...handle,
      location: `PGlite in ${dataDir}`,
      pglite: { client, dataDir },
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Where PGlite keeps its files inside DATA_DIR. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, "pglite");
}

/**
 * A relative DATA_DIR (or a file named on the command line) is taken from where the person typed
 * the command: npm runs workspace scripts (`npm run invite`) inside `apps/server` but keeps the
 * original directory in INIT_CWD, so `npm start` and `npm run invite` at the root agree on `./data`.
 */
export function resolveFromWhereTyped(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
