import { and, eq, lt } from "drizzle-orm";
import type { Transaction } from "../../db/database.ts";
import { idempotencyKeys } from "../../db/schema.ts";

type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** Forgets a person's keys stored before `before`. */
export async function deleteKeysBefore(
  tx: Transaction,
  userId: string,
  before: Date,
): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, before),
      ),
    );
}

export async function storedAnswer(
  tx: Transaction,
  userId: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)),
    );
  return stored;
}

export async function storeAnswer(
  tx: Transaction,
  answer: typeof idempotencyKeys.$inferInsert,
): Promise<void> {
  await tx.insert(idempotencyKeys).values(answer);
}
