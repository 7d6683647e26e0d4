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
  /** How a tenure was written, so '5 years 6 months' can be joined. */
  period?: "years" | "months";
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
  period?: "years" | "months";
}

function unitMeaning(unit: string): UnitMeaning {
  if (unit === "%" || /^(?:percent|per\s?cent|pct)/.test(unit))
    return { kind: "rate", factor: 1 };
  if (/^y/.test(unit)) return { kind: "tenure", factor: 1, period: "years" };
  if (/^m/.test(unit))
    return { kind: "tenure", factor: 1 / 12, period: "months" };
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
    const meaning: UnitMeaning = rawUnit
      ? unitMeaning(rawUnit)
      : { kind: "number", factor: 1 };
    // A minus sign only counts when it is attached and stands alone, so '5-10 years' is not read as -10.
    const negative = /(?:^|\s)-$/.test(
      text.slice(Math.max(0, start - 2), start),
    );
    // Digit grouping is how people write money; a rate or a period is never '1,000'.
    const grouped = digits.includes(",");
    const magnitude = Number(digits.replaceAll(",", "")) * meaning.factor;
    figures.push({
      kind:
        (currency || grouped) && meaning.kind === "number"
          ? "amount"
          : meaning.kind,
      value: roundToHundredths(negative ? -magnitude : magnitude),
      text: (negative ? "-" : "") + whole.trim(),
      start,
      end: start + whole.length,
      ...(meaning.period ? { period: meaning.period } : {}),
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
        value: roundToHundredths(previous.value + figure.value),
        text: `${previous.text}${between}${figure.text}`,
        end: figure.end,
      };
    } else {
      joined.push(figure);
    }
  }
  return joined;
}
