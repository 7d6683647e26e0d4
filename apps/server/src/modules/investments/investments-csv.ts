import { type CsvValue, csvDocument } from "@kosh/core/format/csv";
import type { Investment } from "@kosh/core/contracts/investments";

/** An investment and the one that replaced it, for the export's chain links. */
export interface ExportedInvestment extends Investment {
  renewed_by: string | null;
}

/**
 * The export's columns. Amounts are plain numbers (no ₹, no grouping) so a spreadsheet can sum
 * them; the two id columns let a reader follow a renewal chain in either direction.
 */
const COLUMNS: readonly [string, (row: ExportedInvestment) => CsvValue][] = [
  ["id", (row) => row.id],
  ["company", (row) => row.investment_companies.name],
  ["type", (row) => row.invest_types.type_name],
  ["principal_amount", (row) => row.principal_amount],
  ["rate_of_interest", (row) => row.rate_of_interest],
  ["start_date", (row) => row.start_date],
  ["end_date", (row) => row.end_date],
  ["maturity_amount", (row) => row.maturity_amount],
  ["status", (row) => row.status],
  ["renewal_reference_id", (row) => row.renewal_reference_id],
  ["renewed_by", (row) => row.renewed_by],
  ["transaction_reason", (row) => row.transaction_reason],
  ["document_number", (row) => row.document_number],
  ["account_number", (row) => row.account_number],
  ["investment_notes", (row) => row.investment_notes],
  ["created_at", (row) => row.created_at],
  // New columns go last, so a spreadsheet built on an older export keeps its column letters.
  ["interest_schedule", (row) => row.interest_schedule],
];

export function investmentsCsv(rows: readonly ExportedInvestment[]): string {
  return csvDocument([
    COLUMNS.map(([header]) => header),
    ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row))),
  ]);
}
