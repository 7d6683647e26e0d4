import type { SQL } from "drizzle-orm";
import type { Database } from "../src/db/database.ts";

/**
 * Rows of a raw SQL query, for tests that look straight into the tables. Both drivers answer
 * `{ rows }`; Drizzle's shared type cannot say so, hence the one cast here.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
