import type { ImportReason } from "./import-problem.ts";

/** The months' names; a bank writes the first three letters or more ("Apr", "Sept", "April"). */
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const NAMED_MONTH = /^(\d{1,2})[-/ ]([a-z]{3,9})\.?[-/ ,]+(\d{4})$/i;

const isoOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

const isLeap = (year: number) =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether the day exists in that month of that year (no 31 February, 29 February in leap years). */
function exists(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [
    31,
    isLeap(year) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return day <= days[month - 1]!;
}

/** The month a name says, by three letters or more of it ("Apr", "Sept", "April"). */
function monthOfName(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return lower.length >= 3 && index >= 0 ? index + 1 : undefined;
}

/**
 * A date as Indian banks and spreadsheets write it, as `YYYY-MM-DD` (docs/product.md#import):
 * dd-mm-yyyy, dd/mm/yyyy (or dd.mm.yyyy), dd MMM yyyy (05 Apr 2024, 5-Apr-2024, 5 April 2024)
 * and yyyy-mm-dd. Day first, as India writes it: 04/05/2024 is 4 May. A two-digit year is
 * refused rather than guessed, and so is a date that does not exist (31-02-2024).
 */
export function parseImportDate(
  text: string,
): { ok: true; value: string } | { ok: false; reason: ImportReason } {
  const value = text.trim();
  let parts: [number, number, number] | undefined;
  const numeric = NUMERIC.exec(value);
  const iso = ISO.exec(value);
  const named = NAMED_MONTH.exec(value);
  if (numeric)
    parts = [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])];
  else if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (named) {
    const month = monthOfName(named[2]!);
    if (month !== undefined)
      parts = [Number(named[3]), month, Number(named[1])];
  }
  if (!parts)
    return { ok: false, reason: { key: "reason.date", values: { value } } };
  const [year, month, day] = parts;
  if (!exists(year, month, day))
    return { ok: false, reason: { key: "reason.realDate", values: { value } } };
  return { ok: true, value: isoOf(year, month, day) };
}
