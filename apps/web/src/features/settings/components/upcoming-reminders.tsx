import type {
  ReminderSettings,
  UpcomingReminder,
} from "@kosh/core/contracts/reminders";
import { daysBetween, formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { type Translate, useMessages } from "../../../lib/i18n/messages.ts";
import type en from "../messages/en.ts";
import { settingsMessages } from "../messages/index.ts";

/**
 * How long before the end date a reminder goes out, counted from its send date: a deposit added
 * inside a lead time gets that reminder at once, nearer the end than the lead time says.
 */
function beforeTheEnd(
  reminder: UpcomingReminder,
  t: Translate<typeof en>,
): string {
  const days = daysBetween(reminder.send_on, reminder.end_date);
  if (days === 0) return t("lead.onTheEndDate");
  return days === 1
    ? t("lead.oneDayBeforeEnd")
    : t("lead.daysBeforeEnd", { days });
}

/** The next reminders the server will send, soonest first, as it previews them. */
export function UpcomingReminders({
  settings,
}: {
  settings: ReminderSettings;
}) {
  const t = useMessages(settingsMessages);
  const locale = useLocale();
  if (!settings.enabled)
    return <p className="text-sm text-slate-600">{t("reminders.off")}</p>;
  if (settings.upcoming.length === 0)
    return <p className="text-sm text-slate-600">{t("reminders.none")}</p>;
  return (
    <ol aria-label={t("reminders.nextList")} className="space-y-2">
      {settings.upcoming.map((reminder) => (
        <li
          key={`${reminder.investment_id}:${reminder.lead_days}`}
          className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
        >
          <p className="font-medium text-slate-900">
            {t("reminders.item", {
              sendOn: formatLongDate(reminder.send_on, locale),
              company: reminder.company_name,
              type: reminder.invest_type,
            })}
          </p>
          <p className="text-slate-600">
            {t("reminders.itemEnd", {
              before: beforeTheEnd(reminder, t),
              endDate: formatLongDate(reminder.end_date, locale),
              amount: formatInr(reminder.maturity_amount),
            })}
          </p>
        </li>
      ))}
    </ol>
  );
}
