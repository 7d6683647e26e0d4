import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PrivatePostgres,
  startPrivatePostgres,
} from "../private-postgres.ts";
import { isDatabaseUnavailable } from "../../src/db/database-errors.ts";
import {
  type DatabaseHandle,
  postgresDatabase,
} from "../../src/db/database.ts";

/**
 * The pool under Kosh's PostgreSQL transactions when the server stops answering mid-way: it must
 * neither keep a half-done transaction on a pooled connection (later writes would join it and
 * be lost) nor lose the connection of a failed BEGIN (the pool would run dry). drizzle-orm#6114.
 */

let cluster: PrivatePostgres;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  handle = postgresDatabase(cluster.url);
  await handle.db.execute(sql`create table marks (label text)`);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await cluster?.destroy();
});

/** What another connection sees: only committed rows. */
async function committedLabels(): Promise<string[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const result = await client.query<{ label: string }>(
      "select label from marks order by label",
    );
    return result.rows.map((row) => row.label);
  } finally {
    await client.end();
  }
}

/** Ends, from another connection, every connection that is inside a transaction between queries. */
async function terminateIdleTransactions(): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const result = await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where state = 'idle in transaction'",
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

describe("a transaction on a PostgreSQL server that stops answering", () => {
  it("fails as 'database unavailable' within the wait, commits nothing, and later writes are kept", async () => {
    const db = handle!.db;
    const started = performance.now();
    const error = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into marks values ('half-done')`);
        cluster.freeze();
        await tx.execute(sql`insert into marks values ('never')`);
      })
      .catch((failure: unknown) => failure);
    const elapsed = performance.now() - started;
    cluster.thaw();

    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(elapsed).toBeLessThan(2_500);
    // Every pooled connection in turn: none may still hold the half-done transaction.
    for (let write = 0; write < 12; write += 1)
      await db.execute(sql`insert into marks values (${`after-${write}`})`);
    const committed = await committedLabels();
    expect(committed).not.toContain("half-done");
    expect(
      committed.filter((label) => label.startsWith("after-")),
    ).toHaveLength(12);
  });

  it("gives back, without crashing the process, a connection that ends between two queries of a transaction", async () => {
    const db = handle!.db;
    const error = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into marks values ('cut-off')`);
        await terminateIdleTransactions();
        // The connection's end arrives while no query of ours is running: pg emits 'error'.
        await sleep(300);
        await tx.execute(sql`insert into marks values ('never')`);
      })
      .catch((failure: unknown) => failure);

    expect(isDatabaseUnavailable(error)).toBe(true);
    await db.execute(sql`insert into marks values ('after-cut')`);
    const committed = await committedLabels();
    expect(committed).toContain("after-cut");
    expect(committed).not.toContain("cut-off");
  });

  it("gives back the connection of a BEGIN that got no answer, so the pool closes at once", async () => {
    const db = handle!.db;
    // An idle pooled connection for the transaction to take.
    await db.execute(sql`select 1`);
    cluster.freeze();
    const error = await db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .catch((failure: unknown) => failure);
    cluster.thaw();
    expect(isDatabaseUnavailable(error)).toBe(true);

    const closing = performance.now();
    const closed = await Promise.race([
      handle!.close().then(() => true),
      sleep(5_000).then(() => false),
    ]);
    handle = undefined;
    expect(closed).toBe(true);
    expect(performance.now() - closing).toBeLessThan(1_000);
  });
});
