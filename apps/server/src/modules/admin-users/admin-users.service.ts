import type { AdminUser } from "@kosh/core/contracts/admin-users";
import type { FastifyBaseLogger } from "fastify";
import type { Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import type { UserRole, UserRow } from "../../db/schema.ts";
import { Conflict, NotFound, Unavailable } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { lockKey } from "../auth/auth.repo.ts";
import {
  findUserByEmail,
  insertUser,
  lockUserById,
  normaliseEmail,
  otherActiveAdmins,
  setRoleAndAccess,
} from "../users/users.repo.ts";
import {
  adminUserById,
  listAdminUsers,
  userStatus,
  withdrawInvitation,
} from "./admin-users.repo.ts";

const INVITATION_NOT_SENT_MESSAGE =
  "The invitation e-mail could not be sent, so nobody was invited. Please try again later.";

const NO_SUCH_USER = "No user has this id.";

export interface UserChange {
  role?: UserRole;
  disabled?: boolean;
}

function alreadyListed(existing: UserRow): string {
  const where = {
    invited: "already invited and has not signed in yet",
    active: "already a user",
    disabled: "already on the list but disabled: re-enable them instead",
  }[userStatus(existing)];
  return `${existing.email} is ${where}.`;
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;

/** What admins do to the list of who may sign in: invite, change a role, disable, re-enable. */
export function createAdminUserService({ db, mailer, now }: Infrastructure) {
  async function shown(executor: Transaction | typeof db, id: string) {
    const user = await adminUserById(executor, id);
    if (!user) throw new NotFound(NO_SUCH_USER);
    return user;
  }

  /**
   * Adds the address and mails the invitation. An address already on the list is a 409 saying
   * what it is; when the mail cannot be sent the invitation is withdrawn, so nobody was invited
   * and the admin can simply try again. `log` is the request's, so the warning carries its id.
   */
  async function invite(
    admin: UserRow,
    { email, role }: { email: string; role: UserRole },
    log: FastifyBaseLogger,
  ): Promise<AdminUser> {
    const inserted = await insertUser(db, {
      email,
      role,
      invitedBy: admin.id,
      now: now(),
    });
    if (!inserted) {
      const existing = await findUserByEmail(db, email);
      throw new Conflict(
        existing
          ? alreadyListed(existing)
          : `${normaliseEmail(email)} is already invited.`,
      );
    }
    const invited = await shown(db, inserted.id);
    try {
      await mailer.sendInvitation({
        to: invited.email,
        role: invited.role,
        invitedBy: admin.name ?? admin.email,
      });
    } catch (error) {
      log.warn({ err: error }, "The invitation e-mail could not be sent");
      await withdrawInvitation(db, invited.id);
      throw new Unavailable(INVITATION_NOT_SENT_MESSAGE, 30);
    }
    return invited;
  }

  /**
   * Refuses a change that would leave no active admin. Every such change takes the same lock, so
   * two admins demoting each other at once cannot both succeed.
   */
  async function keepAnActiveAdmin(
    tx: Transaction,
    target: UserRow,
    role: UserRole,
    disabled: boolean,
  ) {
    const wasActiveAdmin =
      target.role === "admin" && target.disabledAt === null;
    const staysActiveAdmin = role === "admin" && !disabled;
    if (!wasActiveAdmin || staysActiveAdmin) return;
    if ((await otherActiveAdmins(tx, target.id)) > 0) return;
    const action = role === "admin" ? "disable" : "remove the admin role of";
    throw new Conflict(
      `You cannot ${action} ${target.email}: they are the last active admin. Make another user an admin first.`,
    );
  }

  /**
   * Changes a user's role or access. Nobody disables themselves, and the last active admin stays
   * one. Disabling ends the user's sessions in the same transaction, so their next request is
   * refused.
   */
  async function update(
    actorId: string,
    id: string,
    change: UserChange,
  ): Promise<AdminUser> {
    if (!isUuid(id)) throw new NotFound(NO_SUCH_USER);
    const at = now();
    return db.transaction(async (tx) => {
      await lockKey(tx, "admin-roster");
      const target = await lockUserById(tx, id);
      if (!target) throw new NotFound(NO_SUCH_USER);
      if (change.disabled === true && target.id === actorId) {
        throw new Conflict(
          "You cannot disable your own account. Ask another admin to do it.",
        );
      }
      const role = change.role ?? target.role;
      const disabled = change.disabled ?? target.disabledAt !== null;
      await keepAnActiveAdmin(tx, target, role, disabled);
      await setRoleAndAccess(tx, target.id, {
        role,
        // A disabled user keeps the moment they were first disabled.
        disabledAt: disabled ? (target.disabledAt ?? at) : null,
        now: at,
      });
      return shown(tx, target.id);
    });
  }

  return { list: () => listAdminUsers(db), invite, update };
}
