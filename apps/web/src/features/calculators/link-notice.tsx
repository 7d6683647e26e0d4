import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

/** Said when a shared link carried values the page cannot take, so nobody wonders why the figures differ. */
export function LinkNotice({ labels }: { labels: readonly string[] }) {
  const t = useMessages(calculatorScreenMessages);
  if (labels.length === 0) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
    >
      {t("linkNotice.text", { labels: labels.join(", ") })}
    </p>
  );
}
