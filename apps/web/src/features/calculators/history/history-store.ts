import {
  addHistoryRecord,
  parseHistory,
  removeHistoryRecord,
  type HistoryRecord,
} from "@kosh/core/history/history-record";
import { persistedStore, useStore } from "../../../lib/store.ts";

/** The one localStorage entry holding calculation history (docs/product.md#history). */
export const HISTORY_STORAGE_KEY = "kosh.calculation-history";

const history = persistedStore<readonly HistoryRecord[]>({
  key: HISTORY_STORAGE_KEY,
  empty: [],
  isEmpty: (records) => records.length === 0,
  // Unreadable storage is logged and reads as empty.
  parse(raw) {
    try {
      return parseHistory(raw);
    } catch (error) {
      console.warn(
        "Calculation history could not be read; starting empty.",
        error,
      );
      return [];
    }
  },
  onWriteError: (error) =>
    console.warn(
      "Calculation history could not be saved on this device.",
      error,
    ),
});

/** The saved records, newest first. */
export const readHistory = history.get;
const writeHistory = history.set;

export function saveToHistory(record: HistoryRecord) {
  writeHistory(addHistoryRecord(readHistory(), record));
}

export function deleteFromHistory(id: string) {
  writeHistory(removeHistoryRecord(readHistory(), id));
}

export function clearHistory() {
  writeHistory([]);
}

const noRecords: readonly HistoryRecord[] = [];

export function useHistory(): readonly HistoryRecord[] {
  return useStore(history, () => noRecords);
}
