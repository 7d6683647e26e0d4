import { sql } from "drizzle-orm";
import type { Transaction } from "./database.ts";

/**
 * Serialises work on one key (an address, an IP, an idempotency key) until the transaction ends,
 * across every server process sharing the database: two concurrent requests cannot both pass a
 * check that the first one's write would change.
 */
export async function lockKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`,
  );
}
