import type { Locale } from "../i18n/locale.ts";

// Numbers are written out here by hand, not with Intl.NumberFormat("en-IN"): making one loads
// ICU's locale and currency data, 9-30 ms of a phone's first load before the first figure can
// show (docs/architecture.md#first-paint). money.test.ts holds the output to Intl's, number for
// number.

/** The one place money is rounded for display: whole rupees, half away from zero. */
export function roundRupees(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return rounded === 0 ? 0 : rounded;
}

/** ₹12,34,568 — en-IN grouping, no decimals. */
export function formatInr(amount: number): string {
  const rounded = roundRupees(amount);
  return `${signOf(rounded)}₹${unsignedIndian(Math.abs(rounded), 0)}`;
}

/** 12,34,568 — the number without the rupee sign. */
export function formatIndianNumber(amount: number): string {
  return formatIndianDecimal(roundRupees(amount), 0);
}

/**
 * 12,34,567.89 — en-IN grouping with at most `maxFractionDigits` decimals, rounded half away from
 * zero on the number as JavaScript writes it (1.005 → 1.01), trailing zeros dropped, as
 * `Intl.NumberFormat("en-IN", { maximumFractionDigits })` writes it.
 */
export function formatIndianDecimal(
  value: number,
  maxFractionDigits = 2,
): string {
  return `${signOf(value)}${unsignedIndian(Math.abs(value), maxFractionDigits)}`;
}

/** The words for a lakh and a crore: short on a chart's axis, whole when read out. */
const LAKH_CRORE: Record<
  Locale,
  { short: [string, string]; words: [string, string] }
> = {
  en: { short: ["L", "Cr"], words: ["lakh", "crore"] },
  // In Hindi the whole words, short enough for a chart's axis.
  hi: { short: ["लाख", "करोड़"], words: ["लाख", "करोड़"] },
};

/** ₹11.62 L, ₹1.25 Cr (₹11.62 लाख, ₹1.25 करोड़), or the plain amount below one lakh. */
export function formatInrShort(amount: number, locale: Locale = "en"): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? "-" : "";
  const [lakh, crore] = LAKH_CRORE[locale].short;
  if (abs >= 1e7) return `${sign}₹${trimZeros(abs / 1e7)} ${crore}`;
  if (abs >= 1e5) return `${sign}₹${trimZeros(abs / 1e5)} ${lakh}`;
  return formatInr(amount);
}

/** 11.62 lakh, 1.25 crore (11.62 लाख, 1.25 करोड़) — the words people say aloud. */
export function amountInWords(
  amount: number,
  locale: Locale = "en",
): string | null {
  const abs = Math.abs(amount);
  const [lakh, crore] = LAKH_CRORE[locale].words;
  if (abs >= 1e7) return `${trimZeros(abs / 1e7)} ${crore}`;
  if (abs >= 1e5) return `${trimZeros(abs / 1e5)} ${lakh}`;
  return null;
}

function trimZeros(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2).replace(/\.?0+$/, "");
}

/** Intl's sign: negative numbers, negative zero included. */
function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? "-" : "";
}

function unsignedIndian(abs: number, maxFractionDigits: number): string {
  if (Number.isNaN(abs)) return "NaN";
  if (abs === Infinity) return "∞";
  const { whole, fraction } = roundedDecimal(abs, maxFractionDigits);
  const grouped = groupIndian(whole);
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * `abs` as decimal digits, rounded half up to `places` decimals: the digits of the shortest
 * decimal that reads back as `abs` (String(abs), exponent forms included), as ICU rounds them.
 */
function roundedDecimal(
  abs: number,
  places: number,
): { whole: string; fraction: string } {
  const [mantissa = "0", exponent = "0"] = String(abs).split("e");
  const [integerPart = "0", fractionPart = ""] = mantissa.split(".");
  let digits = integerPart + fractionPart;
  // Where the decimal point falls in `digits`.
  let point = integerPart.length + Number(exponent);
  if (point < 1) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  const kept = point + places;
  digits = digits.padEnd(kept, "0");
  let head = digits.slice(0, kept);
  if ((digits[kept] ?? "0") >= "5") {
    const carried = plusOne(head);
    if (carried.length > head.length) point += 1;
    head = carried;
  }
  return {
    whole: head.slice(0, point).replace(/^0+(?=\d)/, ""),
    fraction: head.slice(point).replace(/0+$/, ""),
  };
}

/** A string of decimal digits plus one in its last place: '1299' → '1300', '99' → '100'. */
function plusOne(digits: string): string {
  let last = digits.length - 1;
  while (last >= 0 && digits[last] === "9") last -= 1;
  if (last < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${"0".repeat(digits.length - last - 1)}`;
}

/** Whole-number digits grouped the Indian way: the last three, then twos (1,23,45,678). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const lastThree = whole.slice(-3);
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}`;
}
