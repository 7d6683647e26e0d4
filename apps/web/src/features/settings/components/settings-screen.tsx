import { useReminderSettings } from "../api/reminder-settings.ts";
import { ReminderSettingsForm } from "./reminder-settings-form.tsx";
import { UpcomingReminders } from "./upcoming-reminders.tsx";
import { YourDataPanel } from "./your-data-panel.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PageHead } from "../../../components/page-head.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { settingsMessages } from "../messages/index.ts";

/**
 * Settings (docs/product.md#reminders, #your-data): maturity reminders by e-mail and a preview of
 * the next ones; downloading all one's data and deleting the account.
 */
export function SettingsScreen() {
  const settings = useReminderSettings();
  const t = useMessages(settingsMessages);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <PageHead title={t("title")} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("heading")}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      </header>
      <section
        aria-labelledby="reminders-heading"
        className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2
          id="reminders-heading"
          className="text-lg font-semibold text-slate-900"
        >
          {t("reminders.heading")}
        </h2>
        {settings.isPending && (
          <div role="status" aria-live="polite" className="space-y-3">
            <span className="sr-only">{t("reminders.loading")}</span>
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
              {t("retry")}
            </Button>
          </div>
        )}
        {settings.data && (
          <>
            <ReminderSettingsForm settings={settings.data} />
            <div className="space-y-3">
              <h3 className="text-base font-semibold text-slate-900">
                {t("reminders.next")}
              </h3>
              <UpcomingReminders settings={settings.data} />
            </div>
          </>
        )}
      </section>
      <YourDataPanel />
    </div>
  );
}
