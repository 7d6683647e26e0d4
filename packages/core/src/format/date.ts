import type { Locale } from "../i18n/locale.ts";

const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The months as hi-IN writes them (CLDR, as Node's ICU has it), the spelling Indian banks use. */
const HINDI_MONTHS = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
];

const MONTHS: Record<Locale, readonly string[]> = {
  en: ENGLISH_MONTHS,
  hi: HINDI_MONTHS,
};

/**
 * A `YYYY-MM-DD` string or a Date as 'dd MMMM yyyy' (05 March 2026) in English and as hi-IN
 * writes it in Hindi (1 अक्टूबर 2025), without time-zone drift.
 */
export function formatLongDate(
  value: string | Date,
  locale: Locale = "en",
): string {
  const { year, month, day } =
    typeof value === "string" ? parseIsoDate(value) : fromDate(value);
  const dayText = locale === "en" ? String(day).padStart(2, "0") : String(day);
  return `${dayText} ${MONTHS[locale][month - 1]} ${year}`;
}

/** A `YYYY-MM` month as 'November 2026' (नवंबर 2026). */
export function formatMonthYear(month: string, locale: Locale = "en"): string {
  const { year, month: number } = parseIsoDate(`${month}-01`);
  return `${MONTHS[locale][number - 1]} ${year}`;
}

/**
 * `months` months from the month of `start` (YYYY-MM-DD) as 'January–March 2026' (जनवरी–मार्च
 * 2026), or 'November 2025–January 2026' across a new year: a quarter's name.
 */
export function formatMonthRange(
  start: string,
  months: number,
  locale: Locale = "en",
): string {
  const from = parseIsoDate(start);
  const last = from.month - 1 + months - 1;
  const to = {
    year: from.year + Math.floor(last / 12),
    month: (last % 12) + 1,
  };
  const names = MONTHS[locale];
  const fromName = names[from.month - 1]!;
  const toText = `${names[to.month - 1]} ${to.year}`;
  return from.year === to.year
    ? `${fromName}–${toText}`
    : `${fromName} ${from.year}–${toText}`;
}

// Made on first use: a formatter costs milliseconds to make on a phone, and most pages never
// show a time.
const clockTimes: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** An instant as '22 November 2026, 3:45 pm' (22 नवंबर 2026, 3:45 pm) in the device's time zone. */
export function formatDateTime(
  value: string | Date,
  locale: Locale = "en",
): string {
  const at = new Date(value);
  const clockTime = (clockTimes[locale] ??= new Intl.DateTimeFormat(
    `${locale}-IN`,
    { hour: "numeric", minute: "2-digit", hour12: true },
  ));
  return `${formatLongDate(at, locale)}, ${clockTime.format(at)}`;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const HYPHEN = "-".charCodeAt(0);
const ZERO = "0".charCodeAt(0);

/**
 * Parses the date part of `YYYY-MM-DD…`; throws on anything else. Read a character at a time: the
 * deposits' values parse dates by the hundred thousand on a page of 1,000 investments, and a
 * regular expression's match took most of their time (docs/bench-log.md).
 */
export function parseIsoDate(value: string): CalendarDate {
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (
    year < 0 ||
    month < 0 ||
    day < 0 ||
    value.charCodeAt(4) !== HYPHEN ||
    value.charCodeAt(7) !== HYPHEN
  )
    throw new RangeError(`Not a date: ${value}`);
  return { year, month, day };
}

/** The number the `count` ASCII digits of `value` from `from` write; -1 unless all are digits. */
function digitsAt(value: string, from: number, count: number): number {
  let number = 0;
  for (let index = from; index < from + count; index += 1) {
    const digit = value.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return -1;
    number = number * 10 + digit;
  }
  return number;
}

function fromDate(date: Date): CalendarDate {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  };
}

/** Today's calendar date in the given IANA time zone (the browser's own when omitted) as YYYY-MM-DD. */
export function todayIso(now: Date = new Date(), timeZone?: string): string {
  if (timeZone === undefined) {
    const { year, month, day } = fromDate(now);
    return [String(year).padStart(4, "0"), two(month), two(day)].join("-");
  }
  let format = dayInZone.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayInZone.set(timeZone, format);
  }
  return format.format(now);
}

/** One formatter per time zone, made once: making one costs more than formatting many dates. */
const dayInZone = new Map<string, Intl.DateTimeFormat>();

const two = (value: number) => String(value).padStart(2, "0");

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((isoToUtc(to) - isoToUtc(from)) / 86_400_000);
}

/**
 * The date `months` calendar months after `iso`, clamped to the month's last day (31 Jan + 1 =
 * 28/29 Feb). `months` is a whole number (negative moves back); a fraction throws, as a fraction
 * of a month names no date.
 */
export function addMonths(iso: string, months: number): string {
  if (!Number.isInteger(months))
    throw new RangeError(`Not a whole number of months: ${months}`);
  const { year, month, day } = parseIsoDate(iso);
  const monthsSinceYearZero = year * 12 + month - 1 + months;
  const targetYear = Math.floor(monthsSinceYearZero / 12);
  const targetMonth = monthsSinceYearZero - targetYear * 12;
  return [
    String(targetYear).padStart(4, "0"),
    two(targetMonth + 1),
    two(Math.min(day, lastDayOfMonth(targetYear, targetMonth))),
  ].join("-");
}

/** The longest month's days: a day of the month is 1 to this. */
const LONGEST_MONTH = 31;

/**
 * The days of the month from which addMonths lands on `iso`: its own day, and on a month's last
 * day every later one too (the 29th, 30th and 31st all land on 28 February). What falls due "on
 * the same day each month" can fall on `iso` only if it started on one of these.
 */
export function daysOfMonthLandingOn(iso: string): number[] {
  const { year, month, day } = parseIsoDate(iso);
  const last = day === lastDayOfMonth(year, month - 1) ? LONGEST_MONTH : day;
  return Array.from({ length: last - day + 1 }, (_, index) => day + index);
}

/** Days in each month of a common year, January first. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The last day of a month (`monthIndex` 0 for January, as Date counts), by the Gregorian calendar. */
function lastDayOfMonth(year: number, monthIndex: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthIndex === 1 && leap ? 29 : MONTH_DAYS[monthIndex]!;
}

function isoToUtc(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  return Date.UTC(year, month - 1, day);
}

/** The date `days` calendar days after `iso` (before it when negative), as YYYY-MM-DD. */
export function addDays(iso: string, days: number): string {
  return new Date(isoToUtc(iso) + days * 86_400_000).toISOString().slice(0, 10);
}
