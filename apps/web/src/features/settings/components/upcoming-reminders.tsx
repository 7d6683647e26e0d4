import type {
  ReminderSettings,
  UpcomingReminder,
} from "@kosh/core/contracts/reminders";
import { daysBetween, formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { leadLabel } from "./reminder-settings-form.tsx";

/**
 * How long before the end date a reminder goes out, counted from its send date: a deposit added
 * inside a lead time gets that reminder at once, nearer the end than the lead time says.
 */
function beforeTheEnd(reminder: UpcomingReminder): string {
  const days = daysBetween(reminder.send_on, reminder.end_date);
  return days === 0 ? "On the end date" : `${leadLabel(days)} the end date`;
}

/** The next reminders the server will send, soonest first, as it previews them. */
export function UpcomingReminders({
  settings,
}: {
  settings: ReminderSettings;
}) {
  if (!settings.enabled)
    return (
      <p className="text-sm text-slate-600">
        Reminders are off, so none will be sent.
      </p>
    );
  if (settings.upcoming.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No reminders coming up: none of your active deposits ends within the
        lead times you chose.
      </p>
    );
  return (
    <ol aria-label="Next reminders, soonest first" className="space-y-2">
      {settings.upcoming.map((reminder) => (
        <li
          key={`${reminder.investment_id}:${reminder.lead_days}`}
          className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
        >
          <p className="font-medium text-slate-900">
            {formatLongDate(reminder.send_on)}: {reminder.company_name} ·{" "}
            {reminder.invest_type}
          </p>
          <p className="text-slate-600">
            {beforeTheEnd(reminder)}, {formatLongDate(reminder.end_date)};
            matures to {formatInr(reminder.maturity_amount)}
          </p>
        </li>
      ))}
    </ol>
  );
}
