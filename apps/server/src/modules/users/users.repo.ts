import type { User } from "@kosh/core/contracts/auth";
import type { Locale } from "@kosh/core/i18n/locale";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import { ownMemberId } from "../household/household.repo.ts";
import {
  sessions,
  type UserRole,
  type UserRow,
  users,
} from "../../db/schema.ts";

type Executor = Database | Transaction;

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
    locale: row.locale,
  };
}

/** The user with this address, disabled or not, if there is one. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
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

/**
 * Remembers when a user last signed in, for the admin list (invited until the first time). The
 * first sign-in also keeps the language of the page it came from as the person's (their reminders
 * speak it); later ones leave it to the language switch.
 */
export async function recordSignIn(
  db: Database | Transaction,
  user: UserRow,
  at: Date,
  pageLocale: Locale,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      lastSignInAt: at,
      ...(user.lastSignInAt === null ? { locale: pageLocale } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

export interface ProfileUpdate {
  name: string;
  dateOfBirth: string;
  location: string;
}

export async function saveProfile(
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

/** Sets the person's language; undefined when there is no such user. */
export async function saveLocale(
  db: Executor,
  userId: string,
  locale: Locale,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ locale, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export interface NewUser {
  email: string;
  role: UserRole;
  /** The admin who invited them; none for ADMIN_EMAIL and the command line. */
  invitedBy?: string;
  now: Date;
}

/**
 * Adds a user with a normalised address, and their household's own member; undefined when the
 * address is already on the list.
 */
export async function insertUser(
  db: Executor,
  user: NewUser,
): Promise<UserRow | undefined> {
  const [inserted] = await db
    .insert(users)
    .values({
      email: normaliseEmail(user.email),
      role: user.role,
      invitedBy: user.invitedBy,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  // Their household starts with them as its own member (docs/product.md#household).
  if (inserted) await ownMemberId(db, inserted.id);
  return inserted;
}

/** The user with this address, disabled or not; locked until the transaction ends. */
export async function lockUserByEmail(tx: Transaction, email: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .for("update");
  return row;
}

/** The user with this id, locked until the transaction ends. */
export async function lockUserById(tx: Transaction, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row;
}

/**
 * Sets a user's role and whether they are disabled (`disabledAt`, null when enabled). Disabling
 * ends every session of theirs and their calendar address in the same transaction, so a token or
 * a feed that worked a moment ago fails on its next request (docs/product.md#admin-panel).
 */
export async function setRoleAndAccess(
  tx: Transaction,
  userId: string,
  change: { role: UserRole; disabledAt: Date | null; now: Date },
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({
      role: change.role,
      disabledAt: change.disabledAt,
      updatedAt: change.now,
      // Enabled again, the person makes a new calendar address; the old one never comes back.
      ...(change.disabledAt ? { calendarTokenHash: null } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  if (change.disabledAt) {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  }
  return row!;
}

/** How many enabled admins there are besides this user. */
export function otherActiveAdmins(tx: Transaction, userId: string) {
  return tx.$count(
    users,
    and(
      eq(users.role, "admin"),
      isNull(users.disabledAt),
      ne(users.id, userId),
    ),
  );
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
