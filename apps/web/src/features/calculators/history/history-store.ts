import {
  addHistoryRecord,
  parseHistory,
  removeHistoryRecord,
  type HistoryRecord,
} from "@kosh/core/history/history-record";
import { useSyncExternalStore } from "react";

/** The one localStorage entry holding calculation history (docs/product.md#history). */
export const HISTORY_STORAGE_KEY = "kosh.calculation-history";

const listeners = new Set<() => void>();
// Used when storage is unavailable (private mode, quota): history then lasts for the visit.
let memory: readonly HistoryRecord[] = [];
let cachedRaw: string | null | undefined;
let cachedRecords: readonly HistoryRecord[] = [];

function readRaw(): string | null | undefined {
  try {
    return localStorage.getItem(HISTORY_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

/** The saved records, newest first; unreadable storage is logged once and reads as empty. */
export function readHistory(): readonly HistoryRecord[] {
  const raw = readRaw();
  if (raw === undefined) return memory;
  if (raw === cachedRaw) return cachedRecords;
  cachedRaw = raw;
  try {
    cachedRecords = parseHistory(raw);
  } catch (error) {
    console.warn(
      "Calculation history could not be read; starting empty.",
      error,
    );
    cachedRecords = [];
  }
  return cachedRecords;
}

function writeHistory(records: readonly HistoryRecord[]) {
  memory = records;
  try {
    if (records.length === 0) localStorage.removeItem(HISTORY_STORAGE_KEY);
    else localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(records));
  } catch (error) {
    console.warn(
      "Calculation history could not be saved on this device.",
      error,
    );
  }
  listeners.forEach((listener) => listener());
}

export function saveToHistory(record: HistoryRecord) {
  writeHistory(addHistoryRecord(readHistory(), record));
}

export function deleteFromHistory(id: string) {
  writeHistory(removeHistoryRecord(readHistory(), id));
}

export function clearHistory() {
  writeHistory([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving a calculation updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === HISTORY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const noRecords: readonly HistoryRecord[] = [];

export function useHistory(): readonly HistoryRecord[] {
  return useSyncExternalStore(subscribe, readHistory, () => noRecords);
}
