import type { ReminderSettings } from "@kosh/core/contracts/reminders";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { leadLabel } from "./reminder-settings-form.tsx";

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
            {leadLabel(reminder.lead_days)} the end date,{" "}
            {formatLongDate(reminder.end_date)}; matures to{" "}
            {formatInr(reminder.maturity_amount)}
          </p>
        </li>
      ))}
    </ol>
  );
}
