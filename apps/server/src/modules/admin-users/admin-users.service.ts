import { type MessageKey, message } from "@kosh/core/contracts/message";
import type { AdminUser, UserStatus } from "@kosh/core/contracts/admin-users";
import type { Locale } from "@kosh/core/i18n/locale";
import type { Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import type { UserRole, UserRow } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../errors.ts";
import { invitationEmail } from "../../mail/invitation-email.ts";
import { enqueueMail } from "../../mail/mail-outbox.ts";
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
} from "./admin-users.repo.ts";

const NO_SUCH_USER = message("admin.noSuchUser");

export interface UserChange {
  role?: UserRole;
  disabled?: boolean;
}

/** What an address already on the list is, by its status. */
const ALREADY_LISTED: Record<UserStatus, MessageKey> = {
  invited: "admin.alreadyInvitedNotSignedIn",
  active: "admin.alreadyUser",
  disabled: "admin.alreadyListedDisabled",
};

export type AdminUserService = ReturnType<typeof createAdminUserService>;

/** What admins do to the list of who may sign in: invite, change a role, disable, re-enable. */
export function createAdminUserService({
  db,
  mailQueue,
  now,
  mailSite,
}: Infrastructure) {
  async function shown(executor: Transaction | typeof db, id: string) {
    const user = await adminUserById(executor, id);
    if (!user) throw new NotFound(NO_SUCH_USER);
    return user;
  }

  /**
   * Adds the address and queues the invitation mail in the same transaction, so an invited address
   * always gets its mail (the worker retries while the mail service is down). An address already
   * on the list is a 409 saying what it is. The mail speaks `locale`, the language of the admin's
   * page: the invitee is new, so no language of theirs is known yet (their first sign-in sets it).
   */
  async function invite(
    admin: UserRow,
    { email, role }: { email: string; role: UserRole },
    locale: Locale,
  ): Promise<AdminUser> {
    const at = now();
    const invited = await db.transaction(async (tx) => {
      const inserted = await insertUser(tx, {
        email,
        role,
        invitedBy: admin.id,
        now: at,
      });
      if (!inserted) return undefined;
      const mail = {
        to: inserted.email,
        role: inserted.role,
        invitedBy: admin.name ?? admin.email,
      };
      await enqueueMail(
        tx,
        {
          kind: "invitation",
          to: inserted.email,
          email: invitationEmail(mail, mailSite, locale),
        },
        at,
      );
      return shown(tx, inserted.id);
    });
    if (!invited) {
      const existing = await findUserByEmail(db, email);
      throw new Conflict(
        existing
          ? message(ALREADY_LISTED[userStatus(existing)], {
              email: existing.email,
            })
          : message("admin.alreadyInvited", { email: normaliseEmail(email) }),
      );
    }
    mailQueue.wake();
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
    throw new Conflict(
      message(
        role === "admin" ? "admin.lastAdminDisable" : "admin.lastAdminDemote",
        { email: target.email },
      ),
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
        throw new Conflict(message("admin.disableOwnAccount"));
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
