import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Query } from "./integrity-check.ts";

export type DatabaseKind = "pglite" | "postgres";

/** Where a run's server keeps its data, and how the check reads it back afterwards. */
export interface DatabaseTarget {
  kind: DatabaseKind;
  label: string;
  /** Extra server environment (DATABASE_URL for PostgreSQL). */
  env: Record<string, string>;
  /** Opens the database directly, after the server has stopped, and runs `read` on it. */
  read<T>(read: (query: Query) => Promise<T>): Promise<T>;
  /** Removes the throw-away database (PGlite's lives in the run's temporary folder). */
  dispose(): Promise<void>;
}

const POSTGRES_SERVER_URL =
  process.env.LOAD_POSTGRES_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

/** PGlite in the server's DATA_DIR, as `npm start` uses by default. */
export function pgliteTarget(dataDir: string): DatabaseTarget {
  return {
    kind: "pglite",
    label: "PGlite (embedded, the default)",
    env: {},
    async read(read) {
      const database = await PGlite.create(join(dataDir, "pglite"));
      try {
        return await read(
          async (sql, params) =>
            (await database.query(sql, params)).rows as never,
        );
      } finally {
        await database.close();
      }
    },
    dispose: async () => {},
  };
}

/** A fresh database on the shared PostgreSQL server, dropped again by `dispose`. */
export async function postgresTarget(): Promise<DatabaseTarget> {
  const name = `kosh_load_${randomBytes(4).toString("hex")}`;
  await onServer(`create database ${name}`);
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    label: `PostgreSQL (${url.host}, throw-away database ${name})`,
    env: { DATABASE_URL: url.toString() },
    async read(read) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await read(
          async (sql, params) =>
            (await client.query(sql, params)).rows as never,
        );
      } finally {
        await client.end();
      }
    },
    dispose: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
