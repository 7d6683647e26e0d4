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

/**
 * The next reminders the server will send, soonest first, as it previews them: maturity reminders,
 * then the schemes' (an RD's next instalment, a PPF or Sukanya year without a deposit) apart.
 */
export function UpcomingReminders({
  settings,
}: {
  settings: ReminderSettings;
}) {
  const t = useMessages(settingsMessages);
  if (!settings.enabled)
    return <p className="text-sm text-slate-600">{t("reminders.off")}</p>;
  return (
    <>
      {settings.upcoming.length === 0 ? (
        <p className="text-sm text-slate-600">{t("reminders.none")}</p>
      ) : (
        <MaturityReminders upcoming={settings.upcoming} />
      )}
      {settings.scheme_upcoming.length > 0 && (
        <SchemeReminders upcoming={settings.scheme_upcoming} />
      )}
    </>
  );
}

/** One reminder: when it goes out and for which deposit, then what it says. */
function ReminderItem({
  reminder,
  says,
}: {
  reminder: Pick<UpcomingReminder, "send_on" | "company_name" | "invest_type">;
  says: string;
}) {
  const t = useMessages(settingsMessages);
  const locale = useLocale();
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <p className="font-medium text-slate-900">
        {t("reminders.item", {
          sendOn: formatLongDate(reminder.send_on, locale),
          company: reminder.company_name,
          type: reminder.invest_type,
        })}
      </p>
      <p className="text-slate-600">{says}</p>
    </li>
  );
}

function SchemeReminders({
  upcoming,
}: {
  upcoming: ReminderSettings["scheme_upcoming"];
}) {
  const t = useMessages(settingsMessages);
  const locale = useLocale();
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-900">
        {t("reminders.schemeNext")}
      </h4>
      <ol aria-label={t("reminders.schemeList")} className="space-y-2">
        {upcoming.map((reminder) => (
          <ReminderItem
            key={`${reminder.investment_id}:${reminder.kind}`}
            reminder={reminder}
            says={t(`reminders.${reminder.kind}`, {
              dueOn: formatLongDate(reminder.due_on, locale),
            })}
          />
        ))}
      </ol>
    </div>
  );
}

function MaturityReminders({ upcoming }: { upcoming: UpcomingReminder[] }) {
  const t = useMessages(settingsMessages);
  const locale = useLocale();
  return (
    <ol aria-label={t("reminders.nextList")} className="space-y-2">
      {upcoming.map((reminder) => (
        <ReminderItem
          key={`${reminder.investment_id}:${reminder.lead_days}`}
          reminder={reminder}
          says={t("reminders.itemEnd", {
            before: beforeTheEnd(reminder, t),
            endDate: formatLongDate(reminder.end_date, locale),
            amount: formatInr(reminder.maturity_amount),
          })}
        />
      ))}
    </ol>
  );
}
