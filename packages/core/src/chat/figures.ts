import { yearsFromTerm, type TermUnit } from "../calculators/term.ts";

/**
 * Reads the figures in a chat message the way an Indian reader would:
 * '₹5,000', 'Rs 5000', '50k', '5 lakhs', '1.5 crore', '8.5%', '20 yrs', '18 months'.
 */

export type FigureKind = "amount" | "rate" | "tenure" | "number";

export interface Figure {
  kind: FigureKind;
  /** Rupees for an amount, percent for a rate, years for a tenure, the plain value otherwise. */
  value: number;
  /** The figure as the person wrote it, for replies that explain a refusal. */
  text: string;
  /** Where the figure starts and ends in the lower-cased message. */
  start: number;
  end: number;
  /** How a tenure was written, so '5 years 6 months' can be joined and '444 days' said back as written. */
  period?: TermUnit;
  /** For a tenure, the number as written in its unit (444 for '444 days'). */
  count?: number;
}

const CURRENCY = String.raw`₹|rs\.?|inr|rupees?`;
// Indian (1,00,000) and western (100,000) grouping, plain digits, decimals.
const NUMBER = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
// Alternatives are tried in order, so each longer spelling precedes its prefix ('lakhs' before 'l').
const WORD_UNIT = [
  "percent(?:age)?",
  "per\\s?cent",
  "pct",
  "thousands?",
  "k",
  "lakhs?",
  "lacs?",
  "laks?",
  "lkh",
  "l",
  "crores?",
  "crs?",
  "years?",
  "yrs?",
  "yeras?",
  "yaers?",
  "yers?",
  "y",
  "months?",
  "mnths?",
  "mths?",
  "mos?",
  "days?",
  "dys?",
  "rupees?",
  "rs",
  "inr",
].join("|");

const FIGURE = new RegExp(
  String.raw`(?:(${CURRENCY})\s*)?(${NUMBER})(?:\s*(%|(?:${WORD_UNIT})(?![a-z])))?`,
  "gu",
);

const MULTIPLIERS: [RegExp, number][] = [
  [/^(?:thousands?|k)$/, 1e3],
  [/^(?:lakhs?|lacs?|laks?|lkh|l)$/, 1e5],
  [/^(?:crores?|crs?)$/, 1e7],
  [/^(?:rupees?|rs|inr)$/, 1],
];

interface UnitMeaning {
  kind: FigureKind;
  factor: number;
  period?: TermUnit;
}

function unitMeaning(unit: string): UnitMeaning {
  if (unit === "%" || /^(?:percent|per\s?cent|pct)/.test(unit))
    return { kind: "rate", factor: 1 };
  if (/^y/.test(unit)) return { kind: "tenure", factor: 1, period: "years" };
  if (/^m/.test(unit)) return { kind: "tenure", factor: 1, period: "months" };
  if (/^d/.test(unit)) return { kind: "tenure", factor: 1, period: "days" };
  for (const [pattern, factor] of MULTIPLIERS) {
    if (pattern.test(unit)) return { kind: "amount", factor };
  }
  return { kind: "number", factor: 1 };
}

/** Two decimals are plenty for money, rates and years, and keep 0.1 lakh from becoming 10000.000000000002. */
export function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Every figure in the message, in the order written. */
export function readFigures(message: string): Figure[] {
  const text = message.toLowerCase();
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const [whole, currency, digits = "", rawUnit] = match;
    const start = match.index;
    // A letter right before the digits means a word like 'h1' or 'covid19', not a figure.
    if (!currency && start > 0 && /[a-z]/.test(text[start - 1] ?? "")) continue;
    let meaning: UnitMeaning = rawUnit
      ? unitMeaning(rawUnit)
      : { kind: "number", factor: 1 };
    // A minus sign only counts when it is attached and stands alone, so '5-10 years' is not read as -10.
    const negative = /(?:^|\s)-$/.test(
      text.slice(Math.max(0, start - 2), start),
    );
    // Digit grouping is how people write money; a rate or a period is never '1,000'.
    const grouped = digits.includes(",");
    const written = Number(digits.replaceAll(",", ""));
    // '5000 mahine ka' is ₹5,000 a month: a money-sized number before 'months' is an amount, not a period.
    if (meaning.period === "months" && (currency || grouped || written >= 1000))
      meaning = { kind: "amount", factor: 1 };
    const signed = negative ? -written : written;
    figures.push({
      kind:
        (currency || grouped) && meaning.kind === "number"
          ? "amount"
          : meaning.kind,
      // A term keeps its exact fraction of a year (7 months, 444 days) so the pages can reproduce it.
      value: meaning.period
        ? yearsFromTerm(signed, meaning.period)
        : roundToHundredths(signed * meaning.factor),
      text: (negative ? "-" : "") + whole.trim(),
      start,
      end: start + whole.length,
      ...(meaning.period ? { period: meaning.period, count: signed } : {}),
    });
  }
  return joinYearsAndMonths(figures, text);
}

/** '5 years 6 months' and '2 yrs and 3 months' are one tenure of 5.5 and 2.25 years. */
function joinYearsAndMonths(figures: Figure[], text: string): Figure[] {
  const joined: Figure[] = [];
  for (const figure of figures) {
    const previous = joined.at(-1);
    const between = previous ? text.slice(previous.end, figure.start) : "";
    if (
      previous?.period === "years" &&
      figure.period === "months" &&
      /^\s*(?:,|and|&)?\s*$/.test(between)
    ) {
      joined[joined.length - 1] = {
        ...previous,
        value: previous.value + figure.value,
        count: previous.value + figure.value,
        text: `${previous.text}${between}${figure.text}`,
        end: figure.end,
      };
    } else {
      joined.push(figure);
    }
  }
  return joined;
}
