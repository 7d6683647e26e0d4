import type { User } from "@kosh/core/contracts/auth";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import {
  sessions,
  type UserRole,
  type UserRow,
  users,
} from "../../db/schema.ts";

/**
 * How every address is stored and compared (lower-cased and trimmed, so one person is one address
 * whatever they type).
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as the API shows it (`userSchema` in core); internal columns stay inside the server. */
export function publicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    profile_completed: row.profileCompleted,
    date_of_birth: row.dateOfBirth,
    location: row.location,
  };
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** An invited, enabled user with this address, if there is one. */
export async function findActiveUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.email, normaliseEmail(email)), isNull(users.disabledAt)),
    );
  return row;
}

/** Remembers when a user last signed in, for the admin list (invited until the first time). */
export async function recordSignIn(
  db: Database | Transaction,
  userId: string,
  at: Date,
): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

export interface ProfileUpdate {
  name: string;
  dateOfBirth: string;
  location: string;
}

export async function completeProfile(
  db: Database,
  userId: string,
  profile: ProfileUpdate,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...profile, profileCompleted: true, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Disables or re-enables a user. Disabling ends every session of theirs in the same transaction,
 * so a token that worked a moment ago fails on its next request.
 */
export async function setUserDisabled(
  db: Database,
  userId: string,
  disabled: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (row && disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    return row;
  });
}

export interface Invitation {
  user: UserRow;
  /** A new user row was created. */
  created: boolean;
  /** The address belonged to a disabled user, who can sign in again. */
  reEnabled: boolean;
  /** An existing user became an admin. */
  promoted: boolean;
}

/**
 * Invites an address (the only way anyone becomes a user: there is no open sign-up).
 * Inviting an existing user is not an error: it re-enables them and, with the admin role,
 * promotes them; it never demotes an admin.
 */
export async function inviteUser(
  db: Database,
  input: { email: string; role: UserRole; invitedBy?: string; now: Date },
): Promise<Invitation> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        email,
        role: input.role,
        invitedBy: input.invitedBy,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (inserted) {
      return {
        user: inserted,
        created: true,
        reEnabled: false,
        promoted: false,
      };
    }
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.email, email))
      .for("update");
    if (!existing)
      throw new Error(`The user ${email} vanished during the invitation`);
    const reEnabled = existing.disabledAt !== null;
    const promoted = input.role === "admin" && existing.role !== "admin";
    if (!reEnabled && !promoted) {
      return { user: existing, created: false, reEnabled, promoted };
    }
    const [updated] = await tx
      .update(users)
      .set({
        disabledAt: null,
        role: promoted ? "admin" : existing.role,
        updatedAt: input.now,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: updated ?? existing, created: false, reEnabled, promoted };
  });
}

/** True when at least one enabled admin exists. */
export async function hasActiveAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .limit(1);
  return row !== undefined;
}

export async function setUserRole(
  db: Database,
  userId: string,
  role: UserRole,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
