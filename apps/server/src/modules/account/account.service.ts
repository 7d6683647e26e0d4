import type { AccountExport } from "@kosh/core/contracts/account";
import type { Investment } from "@kosh/core/contracts/investments";
import { message } from "@kosh/core/contracts/message";
import { accountAggregatorTermDeposit } from "@kosh/core/investments/account-aggregator-term-deposit";
import { renewalChains } from "@kosh/core/investments/renewal-chains";
import { lockKey } from "../../db/advisory-lock.ts";
import type { UserRow } from "../../db/schema.ts";
import { Conflict, Unauthorized } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { checkSignInCode, codeRefusal } from "../auth/sign-in-code-check.ts";
import {
  householdsOf,
  listAccess,
  listMembers,
} from "../household/household.repo.ts";
import { lockUserById, otherActiveAdmins } from "../users/users.repo.ts";
import { accountRows, deleteAccountRows } from "./account.repo.ts";

export type AccountService = ReturnType<typeof createAccountService>;

export interface AccountOptions {
  /**
   * A household's investments as GET /api/investments answers them, handed in by app.ts: the
   * investments module owns that query (a module imports no other but auth, users and household).
   */
  investmentsOf: (householdId: string) => Promise<Investment[]>;
}

/** "Your data" (docs/product.md#your-data): the person's data as one file, and deleting it. */
export function createAccountService(
  { db, now }: Pick<Infrastructure, "db" | "now">,
  { investmentsOf }: AccountOptions,
) {
  /** Everything Kosh holds about the person and their household, named and readable. */
  async function exportData(userId: string): Promise<AccountExport> {
    const { user, sessions } = await accountRows(db, userId);
    if (!user) throw new Unauthorized(message("auth.sessionEnded"));
    const [members, investments, accessGiven, households] = await Promise.all([
      listMembers(db, userId),
      investmentsOf(userId),
      listAccess(db, userId),
      householdsOf(db, userId),
    ]);
    const memberName = new Map(
      members.map((member) => [member.id, member.name]),
    );
    return {
      format: "kosh-data",
      version: 1,
      exported_at: now().toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        profile_completed: user.profileCompleted,
        date_of_birth: user.dateOfBirth,
        location: user.location,
        locale: user.locale,
        invited_at: user.createdAt.toISOString(),
        profile_updated_at: user.updatedAt.toISOString(),
      },
      reminders: {
        enabled: user.remindersEnabled,
        lead_days: user.reminderLeadDays,
      },
      calendar_feed: { active: user.calendarTokenHash !== null },
      sign_ins: {
        last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
        sessions: sessions.map((session) => ({
          created_at: session.createdAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
        })),
      },
      household: {
        id: user.id,
        members,
        investments: investments.map((investment) => ({
          ...investment,
          holder_names: investment.holder_ids.map(
            (id) => memberName.get(id) ?? id,
          ),
          account_aggregator: accountAggregatorTermDeposit(investment),
        })),
        renewal_chains: renewalChains(investments)
          .filter((chain) => chain.previous.length > 0)
          .map((chain) => [
            chain.head.id,
            ...chain.previous.map((investment) => investment.id),
          ]),
        access_given: accessGiven.map(({ email, name, role }) => ({
          email,
          name,
          role,
        })),
      },
      access_received: households.filter(
        (household) => household.role !== "owner",
      ),
    };
  }

  /**
   * Deletes the person and their household's data with a fresh sign-in code
   * (docs/product.md#your-data). The last active admin is refused before the code is looked at,
   * so it stays usable; a wrong code is counted as at sign-in, and refused after the count is kept.
   */
  async function deleteAccount(
    user: UserRow,
    otp: string,
    clientIp: string,
  ): Promise<void> {
    const at = now();
    const refused = await db.transaction(async (tx) => {
      // The roster lock admin changes take (admin-users.service.ts), so two last admins deleting
      // themselves at once cannot both succeed.
      await lockKey(tx, "admin-roster");
      const current = await lockUserById(tx, user.id);
      if (!current) throw new Unauthorized(message("auth.sessionEnded"));
      if (
        current.role === "admin" &&
        current.disabledAt === null &&
        (await otherActiveAdmins(tx, current.id)) === 0
      ) {
        throw new Conflict(message("account.lastAdmin"));
      }
      const codeRefused = await checkSignInCode(tx, {
        email: current.email,
        otp,
        clientIp,
        at,
      });
      if (codeRefused) return codeRefused;
      await deleteAccountRows(tx, current);
      return undefined;
    });
    if (refused) throw codeRefusal(refused);
  }

  return { exportData, deleteAccount };
}
