import type { AdminUser, UserStatus } from "@kosh/core/contracts/admin-users";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/database.ts";
import { type UserRow, users } from "../../db/schema.ts";

type Executor = Database | Transaction;

const inviter = alias(users, "inviter");

export function userStatus(
  row: Pick<UserRow, "disabledAt" | "lastSignInAt">,
): UserStatus {
  if (row.disabledAt) return "disabled";
  return row.lastSignInAt ? "active" : "invited";
}

function selectAdminUsers(db: Executor) {
  return db
    .select({ user: users, invitedBy: inviter.email })
    .from(users)
    .leftJoin(inviter, eq(inviter.id, users.invitedBy));
}

function toAdminUser({
  user,
  invitedBy,
}: {
  user: UserRow;
  invitedBy: string | null;
}): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: userStatus(user),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    invited_at: user.createdAt.toISOString(),
    invited_by: invitedBy,
  };
}

/** Everyone who may (or may no longer) sign in, the newest invitation first. */
export async function listAdminUsers(db: Database): Promise<AdminUser[]> {
  const rows = await selectAdminUsers(db).orderBy(
    desc(users.createdAt),
    users.email,
  );
  return rows.map(toAdminUser);
}

/** A user as the admin list shows them, or undefined when no user has this id. */
export async function adminUserById(
  db: Executor,
  id: string,
): Promise<AdminUser | undefined> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  return row && toAdminUser(row);
}
