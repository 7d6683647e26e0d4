import { todayIso } from "../format/date.ts";
import type { HistoryRecord } from "./history-record.ts";

/**
 * 'monthlyInvestment' → 'monthly investment': labels split on capitals and lower-cased
 * (docs/product.md#history).
 */
export function historyLabel(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .toLowerCase();
}

/** 'kosh-calculation-history-2026-11-22.json', dated by the device's own calendar. */
export function historyFileName(now: Date = new Date()): string {
  return `kosh-calculation-history-${todayIso(now)}.json`;
}

/** The export file's content: the records as pretty-printed JSON. */
export function historyJson(records: readonly HistoryRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}
