import {
  REMINDER_LEAD_DAYS,
  type ReminderSettings,
  reminderSettingsRequest,
} from "@kosh/core/contracts/reminders";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { SubmitButton } from "../../../components/form/form-buttons.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { toast } from "../../../components/toaster.tsx";
import { useSaveReminderSettings } from "../api/reminder-settings.ts";
import { type Translate, useMessages } from "../../../lib/i18n/messages.ts";
import type en from "../messages/en.ts";
import { settingsMessages } from "../messages/index.ts";

/** "7 days before", "On the day": a lead time in the page's language. */
export function leadLabel(days: number, t: Translate<typeof en>): string {
  if (days === 0) return t("lead.onTheDay");
  return days === 1 ? t("lead.oneDay") : t("lead.days", { days });
}

/** Reminders on or off and the lead times; saving brings a new preview from the server. */
export function ReminderSettingsForm({
  settings,
}: {
  settings: ReminderSettings;
}) {
  const save = useSaveReminderSettings();
  const t = useMessages(settingsMessages);
  const form = useContractForm({
    initial: { enabled: settings.enabled, lead_days: settings.lead_days },
    schema: reminderSettingsRequest,
    labels: {
      enabled: t("reminders.label"),
      lead_days: t("reminders.leadTimes"),
    },
    onEdit: () => save.reset(),
  });
  const { enabled, lead_days: chosen } = form.values;

  const submit = form.submit((body) =>
    save.mutate(body, {
      onSuccess: (saved) =>
        toast({
          title: t("reminders.saved"),
          message: t(
            saved.enabled ? "reminders.savedOn" : "reminders.savedOff",
          ),
        }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={save.error?.message ?? form.problem} />
      <div>
        <label className="flex items-center gap-3 font-medium text-slate-900">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => form.set("enabled", event.target.checked)}
            aria-describedby="reminders-hint"
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          />
          {t("reminders.emailMe")}
        </label>
        <p id="reminders-hint" className="mt-1 ml-7 text-sm text-slate-600">
          {t("reminders.hint")}
        </p>
      </div>
      <fieldset
        disabled={!enabled}
        aria-describedby={form.errors.lead_days ? "lead-days-error" : undefined}
        className="disabled:opacity-60"
      >
        <legend className="text-sm font-medium text-slate-900">
          {t("reminders.when")}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {REMINDER_LEAD_DAYS.map((days) => (
            <label
              key={days}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
            >
              <input
                type="checkbox"
                checked={chosen.includes(days)}
                onChange={(event) =>
                  form.set(
                    "lead_days",
                    event.target.checked
                      ? [...chosen, days].sort((a, b) => b - a)
                      : chosen.filter((one) => one !== days),
                  )
                }
                className="h-4 w-4 accent-brand-700"
              />
              {leadLabel(days, t)}
            </label>
          ))}
        </div>
        {form.errors.lead_days && (
          <p id="lead-days-error" className="mt-2 text-sm text-red-700">
            {form.errors.lead_days}
          </p>
        )}
      </fieldset>
      <SubmitButton
        pending={save.isPending}
        pendingLabel={t("reminders.saving")}
      >
        {t("reminders.save")}
      </SubmitButton>
    </form>
  );
}
