import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database.ts";

/**
 * Makes every new row of `table` fail as PostgreSQL fails a write on a full disk: SQLSTATE 53100
 * with its own words, raised by the database itself from a trigger (no tmpfs to fill in a test).
 * Resolves to the function that frees the disk again.
 */
export async function fillTheDiskFor(
  db: Database,
  table: string,
): Promise<() => Promise<void>> {
  const trigger = sql.identifier(`disk_full_${table.replace(/\W/g, "_")}`);
  await db.execute(sql`
    create or replace function disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/5/16384": No space left on device'
        using errcode = 'disk_full', hint = 'Check free disk space.';
    end $$`);
  await db.execute(
    sql`create trigger ${trigger} before insert on ${sql.raw(table)} for each row execute function disk_full()`,
  );
  return async () => {
    await db.execute(sql`drop trigger ${trigger} on ${sql.raw(table)}`);
  };
}
