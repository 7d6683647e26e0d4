import type { Database } from "../../db/database.ts";
import type { UserRole, UserRow } from "../../db/schema.ts";
import {
  hasActiveAdmin,
  insertUser,
  lockUserByEmail,
  type NewUser,
  normaliseEmail,
  setRoleAndAccess,
} from "./users.repo.ts";

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
 * Invites an address from the command line or at start-up (admins invite through
 * admin-users.service.ts, which refuses an address already listed). Inviting an existing user is
 * not an error: it re-enables them and, with the admin role, promotes them; it never demotes an
 * admin.
 */
export async function inviteUser(
  db: Database,
  input: NewUser,
): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const inserted = await insertUser(tx, input);
    if (inserted) {
      return {
        user: inserted,
        created: true,
        reEnabled: false,
        promoted: false,
      };
    }
    const existing = await lockUserByEmail(tx, input.email);
    if (!existing)
      throw new Error(
        `The user ${normaliseEmail(input.email)} vanished during the invitation`,
      );
    const reEnabled = existing.disabledAt !== null;
    const promoted = input.role === "admin" && existing.role !== "admin";
    if (!reEnabled && !promoted) {
      return { user: existing, created: false, reEnabled, promoted };
    }
    const user = await setRoleAndAccess(tx, existing.id, {
      role: promoted ? "admin" : existing.role,
      disabledAt: null,
      now: input.now,
    });
    return { user, created: false, reEnabled, promoted };
  });
}

/**
 * Start-up rule (docs/architecture.md#start-up): when no admin exists, ADMIN_EMAIL is invited as
 * one, so a fresh install can always be administered. Returns undefined when an admin already
 * exists.
 */
export async function inviteAdminIfNone(
  db: Database,
  adminEmail: string,
  now: Date,
): Promise<Invitation | undefined> {
  if (await hasActiveAdmin(db)) return undefined;
  return inviteUser(db, { email: adminEmail, role: "admin", now });
}

/** One sentence saying what an invitation did, for the CLI and the start-up log. */
export function describeInvitation(
  invitation: Invitation,
  role: UserRole,
): string {
  const { user } = invitation;
  const as = user.role === "admin" ? "an admin" : "a user";
  if (invitation.created) return `Invited ${user.email} as ${as}.`;
  const changes = [
    invitation.reEnabled ? "re-enabled (it had been disabled)" : undefined,
    invitation.promoted ? "promoted to admin" : undefined,
  ].filter(Boolean);
  if (changes.length > 0)
    return `${user.email} was already invited; ${changes.join(" and ")}.`;
  const note =
    role === "user" && user.role === "admin"
      ? " (an invitation never removes the admin role)"
      : "";
  return `${user.email} is already invited as ${as}; nothing changed${note}.`;
}
