import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database.ts";
import { seedReferenceLists } from "../../src/db/seed-reference-lists.ts";
import { queryRows } from "../query-rows.ts";
import { createTestDatabase } from "../test-database.ts";
import {
  changedTables,
  type TableSnapshot,
  tableSnapshots,
} from "./table-snapshot.ts";

/** The fuzz test's "no row changed" is only as good as this: it must see every kind of change. */

let database: DatabaseHandle;
let snapshot: () => Promise<TableSnapshot>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceLists(database.db);
  snapshot = await tableSnapshots(database.db);
});
afterAll(() => database.close());

describe("a table snapshot", () => {
  it("watches every table of the schema", async () => {
    const taken = await snapshot();
    for (const table of [
      "users",
      "sessions",
      "otp_codes",
      "investments",
      "companies",
      "company_types",
      "invest_types",
    ]) {
      expect(taken.tables.has(table), table).toBe(true);
    }
  });

  it("is unchanged by reads", async () => {
    const before = await snapshot();
    await database.db.execute(sql`select * from companies`);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it.each([
    [
      "an insert",
      sql`insert into invest_types (type_name) values ('Snapshot probe')`,
    ],
    [
      "an update of one character",
      sql`update invest_types set type_name = 'Snapshot probf' where type_name = 'Snapshot probe'`,
    ],
    [
      "a delete",
      sql`delete from invest_types where type_name = 'Snapshot probf'`,
    ],
  ])("names the table that %s changed, and only it", async (_, statement) => {
    const before = await snapshot();
    await database.db.execute(statement);
    expect(changedTables(before, await snapshot())).toEqual(["invest_types"]);
  });

  it("sees a change even when two rows swap their values", async () => {
    const [first, second] = await queryRows<{ id: string; type_name: string }>(
      database.db,
      sql`select id, type_name from company_types order by type_name limit 2`,
    );
    const before = await snapshot();
    await database.db.execute(
      sql`update company_types set type_name = ${`${first!.type_name} (swap)`} where id = ${first!.id}`,
    );
    await database.db.execute(
      sql`update company_types set type_name = ${first!.type_name} where id = ${second!.id}`,
    );
    await database.db.execute(
      sql`update company_types set type_name = ${second!.type_name} where id = ${first!.id}`,
    );
    expect(changedTables(before, await snapshot())).toEqual(["company_types"]);
  });
});
