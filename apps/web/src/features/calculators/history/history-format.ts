import { formatFieldValue } from "@kosh/core/calculators/field-value";
import { paramField } from "@kosh/core/calculators/share-query";
import { fieldInUnit } from "@kosh/core/calculators/term";
import {
  calculatorEntry,
  PAGE_FIELDS,
} from "@kosh/core/calculators/calculator-registry";
import {
  wordKey,
  type CalculatorWords,
} from "@kosh/core/calculators/calculator-words";
import { formatInr } from "@kosh/core/format/money";
import { historyLabel } from "@kosh/core/history/history-export";
import type { HistoryRecord } from "@kosh/core/history/history-record";
import type { Locale } from "@kosh/core/i18n/locale";
import type { Translate } from "../../../lib/i18n/messages.ts";
import type HistoryWords from "../messages/history/en.ts";

/**
 * The inputs and results a calculator saves: its sliders, its choices and its figures, each
 * `label.<key>` in the dictionary.
 */
function savedKeys(record: HistoryRecord): string[] {
  const { api, choices = [] } = calculatorEntry(record.type);
  return [
    ...PAGE_FIELDS[record.type].map((field) => field.key),
    ...choices.map((choice) => choice.key),
    ...(api?.results ?? []),
  ];
}

/**
 * The record's title in the page's language ('SIP Calculation'), as its calculator names what it
 * saves; the title it was saved with if its calculator no longer saves.
 */
export function recordTitle(
  record: HistoryRecord,
  words: CalculatorWords,
): string {
  return calculatorEntry(record.type).history?.saves
    ? words(wordKey(record.type, "history.title"))
    : record.title;
}

/**
 * One input as the calculator shows it (₹5,000, 12%, 10 Years, a choice's option in its words:
 * 'Paid quarterly'); unknown inputs as stored.
 */
export function formatInput(
  record: HistoryRecord,
  key: string,
  value: number | string,
  locale: Locale,
  words: CalculatorWords,
): string {
  // A period kept in the unit it was shown in: `tenureDays: 444` is '444 Days'.
  const named = paramField(PAGE_FIELDS[record.type], key);
  if (named && typeof value === "number")
    return formatFieldValue(
      fieldInUnit(named.field, named.unit),
      value,
      locale,
    );
  const choice = calculatorEntry(record.type).choices?.find(
    (item) => item.key === key,
  );
  return choice && choice.options.some((option) => String(option) === value)
    ? words(wordKey(record.type, `field.${key}.option.${value}`))
    : String(value);
}

/**
 * What history calls one of a record's inputs or results ('maturity amount'), in the page's
 * language; one its dictionary does not name, as its key reads.
 */
export function recordLabel(
  record: HistoryRecord,
  key: string,
  t: Translate<typeof HistoryWords>,
): string {
  const saved = paramField(PAGE_FIELDS[record.type], key)?.field.key ?? key;
  return savedKeys(record).includes(saved)
    ? t(`label.${saved}` as keyof typeof HistoryWords & string)
    : historyLabel(key);
}

/** '₹5,000 · 12% · 10 Years'. */
export function inputsSummary(
  record: HistoryRecord,
  locale: Locale,
  words: CalculatorWords,
): string {
  return Object.entries(record.inputs)
    .map(([key, value]) => formatInput(record, key, value, locale, words))
    .join(" · ");
}

/** 'Maturity Amount ₹11,61,695' — the headline result. */
export function resultsSummary(
  record: HistoryRecord,
  t: Translate<typeof HistoryWords>,
): string {
  const [first] = Object.entries(record.results);
  if (!first) return "";
  const [key, value] = first;
  return `${recordLabel(record, key, t)} ${formatInr(value)}`;
}
