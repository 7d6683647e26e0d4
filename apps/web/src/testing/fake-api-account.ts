/**
 * "Your data" in the fake API (docs/product.md#your-data), answered from the in-memory state as
 * the server answers: the export built from what the state holds, deletion with the code mailed.
 */
import { accountEndpoints } from "@kosh/core/api/account";
import { endpointName } from "@kosh/core/api/index";
import type {
  AccountExport,
  DeleteAccountInput,
} from "@kosh/core/contracts/account";
import { message } from "@kosh/core/contracts/message";
import { accountAggregatorTermDeposit } from "@kosh/core/investments/account-aggregator-term-deposit";
import { renewalChains } from "@kosh/core/investments/renewal-chains";
import { apiError, type Handler } from "./fake-api-answers.ts";
import { type FakeApiState, ownHousehold } from "./fake-api-data.ts";

/** The code the fake "mails" at every send-otp: the one deleting the account takes. */
export const FAKE_MAILED_CODE = "424242";

/** The export's day and moments, fixed as the fake's other sample times are. */
const EXPORTED_AT = "2026-03-10T05:30:00.000Z";

export function accountRoutes(state: FakeApiState): Record<string, Handler> {
  /** Wrong tries left on the code mailed, as the server counts them per code. */
  let triesLeft = 4;
  return {
    [endpointName(accountEndpoints.exportData)]: () => {
      const me = state.me;
      if (!me) return apiError(401, message("auth.sessionEnded"));
      const names = new Map(
        state.household.members.map((member) => [member.id, member.name]),
      );
      const data: AccountExport = {
        format: "kosh-data",
        version: 1,
        exported_at: EXPORTED_AT,
        profile: {
          ...me,
          invited_at: "2026-01-05T04:00:00.000Z",
          profile_updated_at: "2026-01-05T04:10:00.000Z",
        },
        reminders: {
          enabled: state.reminders.enabled,
          lead_days: state.reminders.lead_days,
        },
        calendar_feed: { active: state.calendarFeed !== null },
        sign_ins: {
          last_sign_in_at: EXPORTED_AT,
          sessions: [
            {
              created_at: EXPORTED_AT,
              last_seen_at: EXPORTED_AT,
              expires_at: "2026-06-08T05:30:00.000Z",
            },
          ],
        },
        household: {
          id: me.id,
          members: state.household.members,
          investments: state.investments.map((investment) => ({
            ...investment,
            holder_names: investment.holder_ids.map(
              (id) => names.get(id) ?? id,
            ),
            account_aggregator: accountAggregatorTermDeposit(investment),
          })),
          renewal_chains: renewalChains(state.investments)
            .filter((chain) => chain.previous.length > 0)
            .map((chain) => [
              chain.head.id,
              ...chain.previous.map((investment) => investment.id),
            ]),
          access_given: state.household.access.map(({ email, name, role }) => ({
            email,
            name,
            role,
          })),
        },
        access_received: state.household.shared.map((entry) => entry.household),
      };
      return {
        status: 200,
        body: data,
        headers: {
          "content-disposition":
            'attachment; filename="kosh-data-2026-03-10.json"',
        },
      };
    },
    [endpointName(accountEndpoints.deleteAccount)]: (request) => {
      const me = state.me;
      if (!me) return apiError(401, message("auth.sessionEnded"));
      const otherAdmins = state.users.filter(
        (user) =>
          user.role === "admin" &&
          user.status !== "disabled" &&
          user.email !== me.email,
      );
      if (me.role === "admin" && otherAdmins.length === 0)
        return apiError(409, message("account.lastAdmin"));
      const { otp } = request.body as DeleteAccountInput;
      if (otp !== FAKE_MAILED_CODE) {
        triesLeft = Math.max(0, triesLeft - 1);
        return apiError(
          400,
          triesLeft === 0
            ? message("auth.codeIncorrectNoTriesLeft")
            : triesLeft === 1
              ? message("auth.codeIncorrectOneTryLeft")
              : message("auth.codeIncorrectTriesLeft", { tries: triesLeft }),
          "INVALID_OTP",
        );
      }
      state.users = state.users.filter((user) => user.email !== me.email);
      state.investments = [];
      state.household = ownHousehold(null);
      state.calendarFeed = null;
      state.me = null;
      return { status: 204 };
    },
  };
}
