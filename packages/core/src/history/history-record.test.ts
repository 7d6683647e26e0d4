import { describe, expect, it } from "vitest";
import {
  historyFileName,
  historyJson,
  historyLabel,
} from "./history-export.ts";
import {
  addHistoryRecord,
  createHistoryRecord,
  HISTORY_LIMIT,
  parseHistory,
  removeHistoryRecord,
  type HistoryRecord,
} from "./history-record.ts";

const sipInputs = {
  monthlyInvestment: 5000,
  expectedReturn: 12,
  timePeriod: 10,
};
const sipResults = {
  maturityAmount: 1_161_695,
  totalInvestment: 600_000,
  totalReturns: 561_695,
};

function recordAt(ms: number): HistoryRecord {
  return createHistoryRecord(
    "sip",
    "SIP Calculation",
    sipInputs,
    sipResults,
    new Date(ms),
  );
}

describe("history records", () => {
  it("takes its id from the save time and keeps inputs and results", () => {
    const record = recordAt(Date.UTC(2026, 10, 22, 10, 30));
    expect(record).toEqual({
      id: String(Date.UTC(2026, 10, 22, 10, 30)),
      timestamp: "2026-11-22T10:30:00.000Z",
      type: "sip",
      title: "SIP Calculation",
      inputs: sipInputs,
      results: sipResults,
    });
  });

  it("keeps the 50 newest, newest first", () => {
    let records: HistoryRecord[] = [];
    for (let i = 0; i < 60; i += 1)
      records = addHistoryRecord(records, recordAt(1000 + i));
    expect(records).toHaveLength(HISTORY_LIMIT);
    expect(records[0]?.id).toBe("1059");
    expect(records.at(-1)?.id).toBe("1010");
  });

  it("gives two saves in the same millisecond distinct ids", () => {
    const records = addHistoryRecord(
      addHistoryRecord([], recordAt(5000)),
      recordAt(5000),
    );
    expect(new Set(records.map((record) => record.id)).size).toBe(2);
  });

  it("deletes one record by id", () => {
    const records = [recordAt(2), recordAt(1)];
    expect(
      removeHistoryRecord(records, "2").map((record) => record.id),
    ).toEqual(["1"]);
  });
});

describe("reading stored history", () => {
  it("returns nothing when nothing is stored", () => {
    expect(parseHistory(null)).toEqual([]);
  });

  it("throws on an unreadable entry so the caller can log it", () => {
    expect(() => parseHistory("{not json")).toThrow();
    expect(() => parseHistory('{"records":[]}')).toThrow("not a list");
  });

  it("skips damaged records and restores newest-first order", () => {
    const stored = JSON.stringify([
      recordAt(1000),
      { id: "x", type: "crypto" },
      recordAt(3000),
      { ...recordAt(2000), results: { maturityAmount: "lots" } },
    ]);
    expect(parseHistory(stored).map((record) => record.id)).toEqual([
      "3000",
      "1000",
    ]);
  });
});

describe("history labels and export", () => {
  it("splits labels on capitals and lower-cases them", () => {
    expect(historyLabel("monthlyInvestment")).toBe("monthly investment");
    expect(historyLabel("maturityAmount")).toBe("maturity amount");
    expect(historyLabel("rate")).toBe("rate");
  });

  it("names the export file with the date", () => {
    expect(historyFileName(new Date(2026, 10, 22, 23, 59))).toBe(
      "kosh-calculation-history-2026-11-22.json",
    );
  });

  it("exports pretty-printed JSON that reads back to the same records", () => {
    const records = [recordAt(2000), recordAt(1000)];
    const json = historyJson(records);
    expect(json).toContain('\n  {\n    "id": "2000",');
    expect(parseHistory(json)).toEqual(records);
  });
});
