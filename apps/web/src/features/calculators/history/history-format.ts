import { formatFieldValue } from "@kosh/core/calculators/field-value";
import { PAGE_FIELDS } from "@kosh/core/calculators/calculator-registry";
import { formatInr } from "@kosh/core/format/money";
import { historyLabel } from "@kosh/core/history/history-export";
import type { HistoryRecord } from "@kosh/core/history/history-record";

/** One input as the calculator shows it (₹5,000, 12%, 10 Years); unknown inputs as stored. */
export function formatInput(
  record: HistoryRecord,
  key: string,
  value: number | string,
): string {
  const field = PAGE_FIELDS[record.type].find((item) => item.key === key);
  return field && typeof value === "number"
    ? formatFieldValue(field, value)
    : String(value);
}

/** '₹5,000 · 12% · 10 Years'. */
export function inputsSummary(record: HistoryRecord): string {
  return Object.entries(record.inputs)
    .map(([key, value]) => formatInput(record, key, value))
    .join(" · ");
}

/** 'maturity amount ₹11,61,695' — the headline result. */
export function resultsSummary(record: HistoryRecord): string {
  const [first] = Object.entries(record.results);
  if (!first) return "";
  const [key, value] = first;
  return `${historyLabel(key)} ${formatInr(value)}`;
}
