import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database } from "./database.ts";
import { isUuid } from "./is-uuid.ts";

/**
 * A read of one uuid, planned once on each connection. PGlite plans every statement it is sent
 * again, in WebAssembly: for the investments list of 1,000 investments that was a fifth of its
 * query's time (docs/architecture.md#performance-budgets). On its one connection a statement
 * prepared once (SQL `PREPARE`) keeps its plan. On PostgreSQL the read goes as a named statement
 * of the extended protocol, which node-postgres parses once on each of the pool's connections and
 * then only binds: the list of 1,000 took 1.4 ms to plan there beside 7.4 to run (docs/bench-log.md,
 * 2026-12-01 morning). Either way PostgreSQL plans the statement again by itself when a migration changes
 * a table it reads.
 *
 * `read` writes the query with the uuid where it is given; it must bind no values of its own, as
 * `PREPARE` takes none. The answer is the driver's, as `db.execute` gives it.
 */
export function preparedRead(
  name: string,
  read: (uuid: SQL) => SQL,
): (db: Database, uuid: string) => Promise<unknown> {
  const statement = sql.identifier(name);
  const prepared = new WeakMap<PGlite, Promise<void>>();
  /** The statement's text for PostgreSQL, with the uuid as `$1`; written at the first read. */
  let text: string | undefined;
  return async (db, uuid) => {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      text ??= new PgDialect().sqlToQuery(read(sql.raw("$1"))).sql;
      return client.query({ name, text, values: [uuid] });
    }
    if (!(client instanceof PGlite)) return db.execute(read(sql`${uuid}`));
    // EXECUTE takes its argument written out, not bound: checked, it is hex digits and dashes.
    if (!isUuid(uuid)) throw new TypeError(`Not a uuid: ${uuid}`);
    let ready = prepared.get(client);
    if (!ready) {
      // Once per connection, even when two reads ask before it is done. Drizzle's query runs at
      // each `then`: the promise of its one run is what is kept.
      const prepare = async () => {
        await db.execute(
          sql`prepare ${statement}(uuid) as ${read(sql.raw("$1"))}`,
        );
      };
      ready = prepare();
      prepared.set(client, ready);
      ready.catch(() => prepared.delete(client));
    }
    await ready;
    return db.execute(sql`execute ${statement}(${sql.raw(`'${uuid}'`)})`);
  };
}
