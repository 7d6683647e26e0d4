import { useReminderSettings } from "../api/reminder-settings.ts";
import { ReminderSettingsForm } from "./reminder-settings-form.tsx";
import { UpcomingReminders } from "./upcoming-reminders.tsx";
import { Button } from "../../../components/ui/button.tsx";

/** Settings (docs/product.md#reminders): maturity reminders by e-mail and a preview of the next ones. */
export function SettingsScreen() {
  const settings = useReminderSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Settings
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Kosh can e-mail you before your money matures, even in a week you do
          not open Kosh.
        </p>
      </header>
      <section
        aria-labelledby="reminders-heading"
        className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2
          id="reminders-heading"
          className="text-lg font-semibold text-slate-900"
        >
          Maturity reminders
        </h2>
        {settings.isPending && (
          <div role="status" aria-live="polite" className="space-y-3">
            <span className="sr-only">Loading reminder settings…</span>
            <div className="h-6 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-24 animate-pulse rounded bg-slate-200" />
          </div>
        )}
        {settings.isError && (
          <div role="alert" className="space-y-3">
            <p className="text-sm text-red-800">{settings.error.message}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void settings.refetch()}
            >
              Retry
            </Button>
          </div>
        )}
        {settings.data && (
          <>
            <ReminderSettingsForm settings={settings.data} />
            <div className="space-y-3">
              <h3 className="text-base font-semibold text-slate-900">
                Next reminders
              </h3>
              <UpcomingReminders settings={settings.data} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
