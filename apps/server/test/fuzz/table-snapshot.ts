import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/database.ts";
import { queryRows } from "../query-rows.ts";

/** Each table of the app's schema, as its row count and a digest of every row's text. */
export interface TableSnapshot {
  /** The next transaction id PostgreSQL will hand out: unchanged means nothing was written. */
  nextTransaction: string;
  tables: ReadonlyMap<string, string>;
}

/**
 * Takes snapshots of every table the migrations made, so a test can afford one after each of
 * thousands of requests. The table list is read from the database, not written here: a table
 * added later is watched without anyone remembering to add it. No row can change without a
 * transaction id, so when none was handed out since the last snapshot its digests are reused.
 */
export async function tableSnapshots(
  db: Database,
): Promise<() => Promise<TableSnapshot>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by table_name`,
  );
  if (tables.length === 0) throw new Error("The database holds no tables");
  const digestOfEveryTable = sql.raw(
    tables
      .map(
        ({ name }) =>
          `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) as digest from "${name}" t`,
      )
      .join(" union all "),
  );
  let last: TableSnapshot | undefined;
  return async () => {
    const [{ next } = { next: "" }] = await queryRows<{ next: string }>(
      db,
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
    );
    if (last?.nextTransaction === next) return last;
    const rows = await queryRows<{ name: string; digest: string }>(
      db,
      digestOfEveryTable,
    );
    last = {
      nextTransaction: next,
      tables: new Map(rows.map(({ name, digest }) => [name, digest])),
    };
    return last;
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(
  before: TableSnapshot,
  after: TableSnapshot,
): string[] {
  return [...after.tables.keys()].filter(
    (name) => before.tables.get(name) !== after.tables.get(name),
  );
}
