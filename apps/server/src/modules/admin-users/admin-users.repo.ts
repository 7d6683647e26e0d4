import type { AdminUser, UserStatus } from "@kosh/core/contracts/admin-users";
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import {
  sessions,
  type UserRole,
  type UserRow,
  users,
} from "../../db/schema.ts";
import { Conflict, NotFound } from "../../errors.ts";
import { lockKey } from "../auth/auth.repo.ts";
import { normaliseEmail } from "../users/users.repo.ts";

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

async function adminUserById(db: Executor, id: string): Promise<AdminUser> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  if (!row) throw new NotFound("No user has this id.");
  return toAdminUser(row);
}

function alreadyListed(existing: UserRow): string {
  const where = {
    invited: "already invited and has not signed in yet",
    active: "already a user",
    disabled: "already on the list but disabled: re-enable them instead",
  }[userStatus(existing)];
  return `${existing.email} is ${where}.`;
}

/** Adds a new invited user; an address already on the list is a 409 saying what it is. */
export async function insertInvitedUser(
  db: Database,
  input: { email: string; role: UserRole; invitedBy: string; now: Date },
): Promise<AdminUser> {
  const email = normaliseEmail(input.email);
  const [inserted] = await db
    .insert(users)
    .values({
      email,
      role: input.role,
      invitedBy: input.invitedBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!inserted) {
    const [existing] = await db
      .select()
      .from(users)
      .where(eq(users.email, email));
    throw new Conflict(
      existing ? alreadyListed(existing) : `${email} is already invited.`,
    );
  }
  return adminUserById(db, inserted.id);
}

/** Takes back an invitation whose e-mail never went out; only one nobody has used yet. */
export async function withdrawInvitation(
  db: Database,
  id: string,
): Promise<void> {
  await db
    .delete(users)
    .where(and(eq(users.id, id), isNull(users.lastSignInAt)));
}

export interface UserChange {
  role?: UserRole;
  disabled?: boolean;
}

/**
 * Changes a user's role or access. Every change that could leave no active admin takes the same
 * lock, so two admins demoting each other at once cannot both succeed. Disabling ends the user's
 * sessions in the same transaction, so their next request is refused.
 */
export async function updateUser(
  db: Database,
  input: { id: string; actorId: string; change: UserChange; now: Date },
): Promise<AdminUser> {
  const { id, actorId, change, now } = input;
  if (!isUuid(id)) throw new NotFound("No user has this id.");
  return db.transaction(async (tx) => {
    await lockKey(tx, "admin-roster");
    const [target] = await tx
      .select()
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!target) throw new NotFound("No user has this id.");

    if (change.disabled === true && target.id === actorId) {
      throw new Conflict(
        "You cannot disable your own account. Ask another admin to do it.",
      );
    }
    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabledAt !== null;
    const wasActiveAdmin =
      target.role === "admin" && target.disabledAt === null;
    const staysActiveAdmin = role === "admin" && !disabled;
    if (wasActiveAdmin && !staysActiveAdmin) {
      const otherAdmins = await tx.$count(
        users,
        and(
          eq(users.role, "admin"),
          isNull(users.disabledAt),
          ne(users.id, target.id),
        ),
      );
      if (otherAdmins === 0) {
        const action =
          role === "admin" ? "disable" : "remove the admin role of";
        throw new Conflict(
          `You cannot ${action} ${target.email}: they are the last active admin. Make another user an admin first.`,
        );
      }
    }

    await tx
      .update(users)
      .set({
        role,
        // A disabled user keeps the moment they were first disabled.
        disabledAt: disabled ? (target.disabledAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(users.id, target.id));
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, target.id));
    }
    return adminUserById(tx, target.id);
  });
}
