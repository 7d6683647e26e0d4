import { createHistoryRecord } from "@kosh/core/history/history-record";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  clearHistory,
  deleteFromHistory,
  HISTORY_STORAGE_KEY,
  readHistory,
  saveToHistory,
  useHistory,
} from "./history-store.ts";

function fdRecord(ms: number, principal = 100_000) {
  return createHistoryRecord(
    "fd",
    "FD Calculation",
    { principal, rate: 6.5, tenure: 5 },
    { maturityAmount: 137_851, interestEarned: 37_851, principal },
    new Date(ms),
  );
}

describe("calculation history on this device", () => {
  it("keeps records newest first in one localStorage entry", () => {
    saveToHistory(fdRecord(1000));
    saveToHistory(fdRecord(2000, 200_000));
    expect(readHistory().map((record) => record.id)).toEqual(["2000", "1000"]);
    const stored = JSON.parse(
      localStorage.getItem(HISTORY_STORAGE_KEY) ?? "[]",
    );
    expect(stored).toHaveLength(2);
    expect(stored[0].inputs.principal).toBe(200_000);
    expect(Object.keys(localStorage)).toEqual([HISTORY_STORAGE_KEY]);
  });

  it("keeps only the 50 newest", () => {
    for (let i = 0; i < 55; i += 1) saveToHistory(fdRecord(10_000 + i));
    const records = readHistory();
    expect(records).toHaveLength(50);
    expect(records[0]?.id).toBe("10054");
  });

  it("deletes one record and clears all", () => {
    saveToHistory(fdRecord(1000));
    saveToHistory(fdRecord(2000));
    deleteFromHistory("1000");
    expect(readHistory().map((record) => record.id)).toEqual(["2000"]);
    clearHistory();
    expect(readHistory()).toEqual([]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });

  it("logs unreadable storage as a warning and starts empty", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(HISTORY_STORAGE_KEY, "{broken");
    expect(readHistory()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      "Calculation history could not be read; starting empty.",
      expect.any(SyntaxError),
    );
    saveToHistory(fdRecord(3000));
    expect(readHistory().map((record) => record.id)).toEqual(["3000"]);
    warn.mockRestore();
  });

  it("updates the count when another tab saves", () => {
    const { result } = renderHook(() => useHistory());
    expect(result.current).toHaveLength(0);
    act(() => {
      localStorage.setItem(
        HISTORY_STORAGE_KEY,
        JSON.stringify([fdRecord(4000)]),
      );
      window.dispatchEvent(
        new StorageEvent("storage", { key: HISTORY_STORAGE_KEY }),
      );
    });
    expect(result.current.map((record) => record.id)).toEqual(["4000"]);
  });
});
