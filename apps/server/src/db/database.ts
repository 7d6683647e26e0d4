import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";
import { SelfReleasingPool } from "./self-releasing-pool.ts";

/** What every repo receives: the same Drizzle API whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Drizzle's transaction handle; inside `db.transaction(async (tx) => …)` only `tx` may be used. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies the committed migrations in `apps/server/drizzle/` that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed migrations, `apps/server/drizzle/`. */
export const migrationsFolder = fileURLToPath(
  new URL("../../drizzle", import.meta.url),
);

export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Any number of servers may start at once against one PostgreSQL; one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_406_315_001;

export interface PostgresOptions {
  /** Called when a pooled connection breaks (server restart), idle or checked out; the pool reconnects on its own. */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a request waits for a connection (a new one, or a free one from the pool) and for the
 * answer to each query. Past it the database counts as unreachable and the request gets 503, so
 * a stopped, frozen or cut-off server never hangs a request (docs/decisions/0010-server-bundled-ahead-of-start.md).
 */
const DATABASE_WAIT_MS = 1_500;

export function postgresDatabase(
  connectionString: string,
  { onConnectionError }: PostgresOptions = {},
): DatabaseHandle {
  const pool = new SelfReleasingPool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: DATABASE_WAIT_MS,
    query_timeout: DATABASE_WAIT_MS,
    // The kernel's probes find an idle connection whose server vanished without closing it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle client's error would crash the process.
  pool.on("error", (error) => onConnectionError?.(error));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    async migrate() {
      // Its own connection, without the pool's query timeout: waiting for another server's
      // migration lock, or a long ALTER TABLE, is normal at start-up.
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: DATABASE_WAIT_MS,
      });
      client.on("error", (error) => onConnectionError?.(error));
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client, schema }), {
          migrationsFolder,
        });
      } finally {
        await client
          .query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The health check's table: temporary, of the connection, emptied at every commit. Its first row
 * makes PostgreSQL write a new 8 KiB page to disk (a full disk fails there, with SQLSTATE 53100),
 * and the commit truncates the file to nothing again; only its first use on a connection touches
 * the catalog (decision 0030).
 */
export const WRITE_PROBE_TABLE = "kosh_write_probe";

/** Resolves when the database answers and can store a new page; rejects when it cannot (the health check). */
export async function probeDatabaseWrite(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table if not exists ${sql.identifier(WRITE_PROBE_TABLE)} (written boolean) on commit delete rows`,
    );
    await tx.execute(
      sql`insert into ${sql.identifier(WRITE_PROBE_TABLE)} values (true)`,
    );
  });
}
