import type { Database } from "../../db/database.ts";
import type { UserRole } from "../../db/schema.ts";
import { hasActiveAdmin, type Invitation, inviteUser } from "./users.repo.ts";

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
