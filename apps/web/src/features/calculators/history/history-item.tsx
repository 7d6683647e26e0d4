import type { HistoryRecord } from "@kosh/core/history/history-record";
import { formatDateTime } from "@kosh/core/format/date";
import { inputsSummary, resultsSummary } from "./history-format.ts";
import { HistoryTypeIcon } from "./history-type-icon.tsx";

interface HistoryItemProps {
  record: HistoryRecord;
  onView: () => void;
  /** Absent when this page cannot load the record (another calculator's). */
  onLoad: (() => void) | undefined;
  onDelete: () => void;
}

const action =
  "rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-inset hover:bg-slate-50";

export function HistoryItem({
  record,
  onView,
  onLoad,
  onDelete,
}: HistoryItemProps) {
  const savedAt = formatDateTime(record.timestamp);
  const context = (
    <span className="sr-only">
      {" "}
      {record.title}, {savedAt}
    </span>
  );
  return (
    <li className="flex gap-3 py-4">
      <HistoryTypeIcon type={record.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold">{record.title}</p>
          <p className="text-xs text-slate-500">{savedAt}</p>
        </div>
        <p className="mt-0.5 text-sm text-slate-600">{inputsSummary(record)}</p>
        <p className="text-sm font-medium text-slate-800 first-letter:uppercase">
          {resultsSummary(record)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onView}
            className={`${action} text-slate-700 ring-slate-300`}
          >
            View details{context}
          </button>
          {onLoad && (
            <button
              type="button"
              onClick={onLoad}
              className={`${action} text-brand-700 ring-brand-600`}
            >
              Load{context}
            </button>
          )}
          <button
            type="button"
            onClick={onDelete}
            className={`${action} text-red-700 ring-red-200 hover:bg-red-50`}
          >
            Delete{context}
          </button>
        </div>
      </div>
    </li>
  );
}
