import type { DepositInsurance } from "@kosh/core/contracts/deposit-insurance";
import { DEPOSIT_INSURANCE_COVER } from "@kosh/core/deposits/deposit-insurance";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { depositInsurance } from "../../db/schema.ts";

/**
 * The cover on record (docs/product.md#deposit-insurance); core's default while the row is
 * missing, which only a database tampered with after migration 0017 can be.
 */
export async function readCover(db: Database): Promise<DepositInsurance> {
  const [row] = await db
    .select({ cover: depositInsurance.cover })
    .from(depositInsurance)
    .where(eq(depositInsurance.id, 1));
  return { cover: row?.cover ?? DEPOSIT_INSURANCE_COVER };
}

/** Writes the cover in one statement: two admins saving at once end with the later save's. */
export async function saveCover(
  db: Database,
  cover: number,
  now: Date,
): Promise<DepositInsurance> {
  await db
    .insert(depositInsurance)
    .values({ id: 1, cover, updatedAt: now })
    .onConflictDoUpdate({
      target: depositInsurance.id,
      set: { cover, updatedAt: now },
    });
  return { cover };
}
