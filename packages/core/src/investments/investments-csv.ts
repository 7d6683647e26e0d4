import type { Investment } from "../contracts/investments.ts";
import en from "../deposits/messages/en.ts";
import hi from "../deposits/messages/hi.ts";
import { type CsvValue, csvDocument } from "../format/csv.ts";
import type { Locale } from "../i18n/locale.ts";
import { type Dictionaries, translate } from "../i18n/messages.ts";

/** The spreadsheets' words in each language (core's deposits/messages). */
export const CSV_WORDS: Dictionaries<typeof en> = { en, hi };

/** An investment and the one that replaced it, for the export's chain links. */
export interface ExportedInvestment extends Investment {
  renewed_by: string | null;
  /** Its holders' names, first holder first (docs/product.md#household). */
  holder_names: readonly string[];
}

/** Between the holders' names in the export's one column: "Asha Sharma; Ravi Sharma". */
export const HOLDER_SEPARATOR = "; ";

/**
 * A PPF or Sukanya Samriddhi account's deposits in the export's one column, oldest first, each its
 * date and amount as the API writes them: "2024-04-05 150000; 2025-04-03 150000"
 * (docs/decisions/0057-deposits-in-the-csv-export.md). Empty for every other investment.
 */
export const depositsCell = (
  deposits: readonly { date: string; amount: number }[],
): string =>
  deposits
    .map((deposit) => `${deposit.date} ${deposit.amount}`)
    .join(HOLDER_SEPARATOR);

/** A column of the export, by the message naming it (its header in each language). */
export type InvestmentCsvHeader = Extract<keyof typeof en, `csv.${string}`>;

/**
 * The export's columns, each by the message naming it (docs/product.md#csv-export). Amounts are
 * plain numbers (no ₹, no grouping) so a spreadsheet can sum them; the two id columns let a reader
 * follow a renewal chain in either direction. The import reads the same headers back
 * (import/column-mapping.ts).
 */
export const INVESTMENT_CSV_COLUMNS: readonly [
  InvestmentCsvHeader,
  (row: ExportedInvestment) => CsvValue,
][] = [
  ["csv.id", (row) => row.id],
  ["csv.company", (row) => row.investment_companies.name],
  ["csv.type", (row) => row.invest_types.type_name],
  ["csv.principal_amount", (row) => row.principal_amount],
  ["csv.rate_of_interest", (row) => row.rate_of_interest],
  ["csv.start_date", (row) => row.start_date],
  ["csv.end_date", (row) => row.end_date],
  ["csv.maturity_amount", (row) => row.maturity_amount],
  ["csv.status", (row) => row.status],
  ["csv.renewal_reference_id", (row) => row.renewal_reference_id],
  ["csv.renewed_by", (row) => row.renewed_by],
  ["csv.transaction_reason", (row) => row.transaction_reason],
  ["csv.document_number", (row) => row.document_number],
  ["csv.account_number", (row) => row.account_number],
  ["csv.investment_notes", (row) => row.investment_notes],
  ["csv.created_at", (row) => row.created_at],
  // New columns go last, so a spreadsheet built on an older export keeps its column letters.
  ["csv.interest_schedule", (row) => row.interest_schedule],
  ["csv.scheme", (row) => row.scheme],
  ["csv.monthly_instalment", (row) => row.monthly_instalment],
  ["csv.extended_years", (row) => row.extended_years],
  ["csv.deposits_close_on", (row) => row.deposits_close_on],
  ["csv.holders", (row) => row.holder_names.join(HOLDER_SEPARATOR)],
  ["csv.deposits", (row) => depositsCell(row.deposits)],
];

/**
 * The investments as a spreadsheet, its headers in `locale` (the page that asked for it, as
 * interest-income-csv.ts does for a tax year); the values stay as the API writes them (status,
 * schedule and scheme codes, ISO dates, plain amounts), so a spreadsheet reads them alike in either language.
 */
export function investmentsCsv(
  rows: readonly ExportedInvestment[],
  locale: Locale,
): string {
  const t = translate(CSV_WORDS[locale]);
  return csvDocument([
    INVESTMENT_CSV_COLUMNS.map(([header]) => t(header)),
    ...rows.map((row) => INVESTMENT_CSV_COLUMNS.map(([, cell]) => cell(row))),
  ]);
}
