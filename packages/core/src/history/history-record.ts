import {
  CALCULATOR_LIST,
  type HistorySlug,
} from "../calculators/calculator-list.ts";

/** The calculators history can list: the registry's listings with a `history` part (calculator-list.ts) (docs/product.md#history). */
export type CalculationType = HistorySlug;

export const CALCULATION_TYPES: readonly CalculationType[] =
  CALCULATOR_LIST.filter((entry) => "history" in entry).map(
    (entry) => entry.slug as CalculationType,
  );

/** One saved calculation, kept on the device only (docs/product.md#history). */
export interface HistoryRecord {
  /** The save time in milliseconds, as a string. */
  id: string;
  /** ISO 8601 save time. */
  timestamp: string;
  type: CalculationType;
  title: string;
  inputs: Record<string, number | string>;
  results: Record<string, number>;
}

/** History keeps at most this many records, newest first (docs/product.md#history). */
export const HISTORY_LIMIT = 50;

export function createHistoryRecord(
  type: CalculationType,
  title: string,
  inputs: Record<string, number | string>,
  results: Record<string, number>,
  now: Date = new Date(),
): HistoryRecord {
  return {
    id: String(now.getTime()),
    timestamp: now.toISOString(),
    type,
    title,
    inputs: { ...inputs },
    results: { ...results },
  };
}

/** The record on top, the oldest beyond 50 dropped; two saves in one millisecond still get distinct ids. */
export function addHistoryRecord(
  records: readonly HistoryRecord[],
  record: HistoryRecord,
): HistoryRecord[] {
  const taken = new Set(records.map((existing) => existing.id));
  let id = record.id;
  while (taken.has(id)) id = String(Number(id) + 1);
  return [{ ...record, id }, ...records].slice(0, HISTORY_LIMIT);
}

export function removeHistoryRecord(
  records: readonly HistoryRecord[],
  id: string,
): HistoryRecord[] {
  return records.filter((record) => record.id !== id);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isHistoryRecord(value: unknown): value is HistoryRecord {
  if (!isPlainObject(value)) return false;
  const { id, timestamp, type, title, inputs, results } = value;
  return (
    typeof id === "string" &&
    typeof timestamp === "string" &&
    !Number.isNaN(Date.parse(timestamp)) &&
    CALCULATION_TYPES.includes(type as CalculationType) &&
    typeof title === "string" &&
    isPlainObject(inputs) &&
    Object.values(inputs).every(
      (input) => typeof input === "number" || typeof input === "string",
    ) &&
    isPlainObject(results) &&
    Object.values(results).every((result) => typeof result === "number")
  );
}

/**
 * Reads stored history: throws when the whole entry is unreadable (the caller logs it),
 * skips single records that are damaged, and restores newest-first order and the cap.
 */
export function parseHistory(json: string | null): HistoryRecord[] {
  if (json === null) return [];
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) {
    throw new TypeError("Stored calculation history is not a list");
  }
  return parsed
    .filter(isHistoryRecord)
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, HISTORY_LIMIT);
}
