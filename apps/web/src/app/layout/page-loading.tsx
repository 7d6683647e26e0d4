import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";

// A screen tall, so the footer starts below the fold and does not jump down when the page
// arrives (it was Lighthouse's whole layout-shift score on / and /sip).
export function PageLoading() {
  const t = useMessages(appMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto min-h-dvh max-w-5xl px-4 py-10"
    >
      <span className="sr-only">{t("loading")}</span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="mt-6 h-48 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
