import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import {
  useCalendarFeedStatus,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from "../api/calendar-feed.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { settingsMessages } from "../messages/index.ts";

/**
 * "Add maturities to my calendar" (docs/product.md#calendar-feed): makes a secret address that
 * Google Calendar, Outlook or Apple Calendar subscribe to, and revokes or replaces it. The address
 * is shown once, right after it is made; the server keeps only its digest.
 */
export function CalendarFeedPanel() {
  const status = useCalendarFeedStatus();
  const t = useMessages(settingsMessages);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [copied, setCopied] = useState(false);
  const url = create.data?.url;
  const active = status.data?.active ?? false;
  const busy = create.isPending || revoke.isPending;

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2
        id="calendar-feed-heading"
        className="text-base font-semibold text-slate-900"
      >
        {t("feed.heading")}
      </h2>
      {status.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t("feed.loading")}
        </p>
      )}
      {status.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-red-800">{status.error.message}</p>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {t("retry")}
          </Button>
        </div>
      )}
      <FormAlert message={create.error?.message ?? revoke.error?.message} />
      {status.isSuccess && url && (
        <div className="space-y-2">
          <label
            htmlFor="calendar-feed-url"
            className="block text-sm font-medium text-slate-900"
          >
            {t("feed.address")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="calendar-feed-url"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-900"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t(copied ? "feed.copied" : "feed.copy")}
            </Button>
          </div>
          <p className="text-sm text-slate-600">{t("feed.howTo")}</p>
        </div>
      )}
      {status.isSuccess && !url && (
        <p className="text-sm text-slate-600">
          {t(active ? "feed.madeEarlier" : "feed.subscribe")}
        </p>
      )}
      {status.isSuccess && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => {
              setCopied(false);
              create.mutate();
            }}
          >
            {create.isPending && <Spinner />}
            {t(active ? "feed.makeNew" : "feed.add")}
          </Button>
          {active && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                revoke.mutate(undefined, { onSuccess: () => create.reset() })
              }
            >
              {revoke.isPending && <Spinner />}
              {t("feed.revoke")}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
