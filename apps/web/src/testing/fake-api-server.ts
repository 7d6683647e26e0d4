/**
 * The Kosh server's own behaviour, kept in memory, behind the fake API (fake-api.ts): sign-in,
 * the calendar feed and reminders here, the rest from the route file of its area.
 */
import { authEndpoints } from "@kosh/core/api/auth";
import { calendarFeedEndpoints } from "@kosh/core/api/calendar-feed";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { reminderEndpoints } from "@kosh/core/api/reminders";
import { OTP_SENT_MESSAGE, type User } from "@kosh/core/contracts/auth";
import { accountRoutes } from "./fake-api-account.ts";
import { adminRoutes } from "./fake-api-admin.ts";
import { apiError, bodyOf, ok, type Handler } from "./fake-api-answers.ts";
import type { FakeApiState } from "./fake-api-data.ts";
import { importRoutes } from "./fake-api-import.ts";
import { investmentRoutes } from "./fake-api-investments.ts";

/** The in-memory server's handlers by entry name (fake-api.ts checks each name has an entry). */
export function serverRoutes(state: FakeApiState): Record<string, Handler> {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;
  // As the server previews them: only the chosen lead times, nothing while reminders are off.
  const shownReminders = () => ({
    ...state.reminders,
    upcoming: state.reminders.enabled
      ? state.reminders.upcoming.filter((reminder) =>
          state.reminders.lead_days.includes(reminder.lead_days),
        )
      : [],
    scheme_upcoming: state.reminders.enabled
      ? state.reminders.scheme_upcoming
      : [],
  });

  return {
    ...accountRoutes(state),
    ...importRoutes(state),
    ...adminRoutes(state, nextId),
    ...investmentRoutes(state, nextId),
    [endpointName(authEndpoints.profile)]: () => ok({ user: state.me }),
    [endpointName(authEndpoints.updateLocale)]: (request) => {
      if (!state.me) return apiError(401, "Your session has ended.");
      state.me = { ...state.me, ...bodyOf<Pick<User, "locale">>(request) };
      return ok({ user: state.me });
    },
    [endpointName(authEndpoints.signOut)]: () => ({ status: 204 }),
    [endpointName(authEndpoints.sendOtp)]: () =>
      ok({ message: OTP_SENT_MESSAGE }),
    [endpointName(authEndpoints.resendOtp)]: () =>
      ok({ message: OTP_SENT_MESSAGE }),
    [endpointName(calendarFeedEndpoints.status)]: () =>
      ok({ active: state.calendarFeed !== null }),
    [endpointName(calendarFeedEndpoints.create)]: () => {
      state.calendarFeed = `http://localhost:3000${endpointPath(
        calendarFeedEndpoints.feed,
        { file: `${nextId("feed").padEnd(43, "x")}.ics` },
      )}`;
      return ok({ url: state.calendarFeed }, 201);
    },
    [endpointName(calendarFeedEndpoints.revoke)]: () => {
      state.calendarFeed = null;
      return { status: 204 };
    },
    [endpointName(reminderEndpoints.settings)]: () => ok(shownReminders()),
    [endpointName(reminderEndpoints.updateSettings)]: (request) => {
      const input = bodyOf<{ enabled: boolean; lead_days: number[] }>(request);
      state.reminders = { ...state.reminders, ...input };
      return ok(shownReminders());
    },
  };
}
