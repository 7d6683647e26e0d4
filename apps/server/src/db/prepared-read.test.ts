import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../test/query-rows.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import type { DatabaseHandle } from "./database.ts";
import { preparedRead } from "./prepared-read.ts";

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table prepared_read_notes (owner uuid not null, note text not null)`,
  );
});
afterEach(() => database.close());

/** Each test reads through a statement of its own, as each test has a database of its own. */
const notesOf = () =>
  preparedRead(
    "kosh_prepared_read_notes",
    (owner) =>
      sql`select coalesce(json_agg(notes order by note), '[]')::text as notes
        from (select * from prepared_read_notes where owner = ${owner}) as notes`,
  );

const addNote = (owner: string, note: string) =>
  database.db.execute(
    sql`insert into prepared_read_notes (owner, note) values (${owner}, ${note})`,
  );

/** The notes an answer holds, as `[{ owner, note, …}]`. */
const notes = (answer: unknown): Record<string, unknown>[] =>
  JSON.parse((answer as { rows: { notes: string }[] }).rows[0]!.notes);

describe("a read of one uuid, prepared once", () => {
  it("answers for the uuid it is given, and sees what changed since its last answer", async () => {
    const read = notesOf();
    const asha = randomUUID();
    const ravi = randomUUID();
    await addNote(asha, "FD at Canara");
    await addNote(ravi, "PPF at SBI");
    expect(notes(await read(database.db, asha))).toEqual([
      { owner: asha, note: "FD at Canara" },
    ]);

    await addNote(asha, "RD at Post Office");
    expect(notes(await read(database.db, asha))).toEqual([
      { owner: asha, note: "FD at Canara" },
      { owner: asha, note: "RD at Post Office" },
    ]);
    expect(notes(await read(database.db, ravi))).toEqual([
      { owner: ravi, note: "PPF at SBI" },
    ]);
  });

  it("answers reads that all come before the first is done", async () => {
    const read = notesOf();
    const owner = randomUUID();
    await addNote(owner, "NSC");
    const answers = await Promise.all(
      [1, 2, 3].map(() => read(database.db, owner)),
    );
    expect(answers.map(notes)).toEqual(
      [1, 2, 3].map(() => [{ owner, note: "NSC" }]),
    );
  });

  it("reads a table a migration changed after the first read", async () => {
    const read = notesOf();
    const owner = randomUUID();
    await addNote(owner, "SCSS");
    await read(database.db, owner);
    await database.db.execute(
      sql`alter table prepared_read_notes add column amount numeric not null default 50000`,
    );
    expect(notes(await read(database.db, owner))).toEqual([
      { owner, note: "SCSS", amount: 50000 },
    ]);
  });

  it("leaves the statement with the connection that read, to be bound again without planning", async () => {
    const read = notesOf();
    const owner = randomUUID();
    await addNote(owner, "KVP");
    await read(database.db, owner);
    // PGlite's one connection, or the pool's connection just given back, which it hands out next.
    expect(
      await queryRows(
        database.db,
        sql`select name from pg_prepared_statements where name = 'kosh_prepared_read_notes'`,
      ),
    ).toEqual([{ name: "kosh_prepared_read_notes" }]);
    expect(notes(await read(database.db, owner))).toEqual([
      { owner, note: "KVP" },
    ]);
  });

  it("refuses a value that is no uuid, which would otherwise be written into the statement", async () => {
    const read = notesOf();
    await addNote(randomUUID(), "MIS");
    await expect(
      read(database.db, "x'); drop table prepared_read_notes; --"),
    ).rejects.toThrow();
    expect(
      await queryRows(
        database.db,
        sql`select count(*)::int as count from prepared_read_notes`,
      ),
    ).toEqual([{ count: 1 }]);
  });
});
