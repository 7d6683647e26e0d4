import type { HistoryRecord } from "@kosh/core/history/history-record";
import { formatDateTime } from "@kosh/core/format/date";
import { calculatorWordMessages } from "../../../lib/i18n/calculator-messages.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { historyMessages } from "../messages/history/index.ts";
import { Button } from "../../../components/ui/button.tsx";
import {
  inputsSummary,
  recordTitle,
  resultsSummary,
} from "./history-format.ts";
import { HistoryTypeIcon } from "./history-type-icon.tsx";

interface HistoryItemProps {
  record: HistoryRecord;
  onView: () => void;
  /** Absent when this page cannot load the record (another calculator's). */
  onLoad: (() => void) | undefined;
  onDelete: () => void;
}

export function HistoryItem({
  record,
  onView,
  onLoad,
  onDelete,
}: HistoryItemProps) {
  const t = useMessages(historyMessages);
  const locale = useLocale();
  const words = useMessages(calculatorWordMessages[record.type]);
  const title = recordTitle(record, words);
  const savedAt = formatDateTime(record.timestamp, locale);
  const context = (
    <span className="sr-only">
      {" "}
      {title}, {savedAt}
    </span>
  );
  return (
    <li className="flex gap-3 py-4">
      <HistoryTypeIcon type={record.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold">{title}</p>
          <p className="text-xs text-slate-500">{savedAt}</p>
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          {inputsSummary(record, locale, words)}
        </p>
        <p className="text-sm font-medium text-slate-800 first-letter:uppercase">
          {resultsSummary(record, t)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onView}>
            {t("viewDetails")}
            {context}
          </Button>
          {onLoad && (
            <Button variant="primaryOutline" size="sm" onClick={onLoad}>
              {t("load")}
              {context}
            </Button>
          )}
          <Button variant="dangerOutline" size="sm" onClick={onDelete}>
            {t("delete")}
            {context}
          </Button>
        </div>
      </div>
    </li>
  );
}
