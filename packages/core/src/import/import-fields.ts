/**
 * What a row of an import may say of an investment (docs/product.md#import): the columns of
 * Kosh's own export, by the names the API gives them, and the holder, which a bank's list names.
 */
export const IMPORT_FIELDS = [
  "id",
  "institution",
  "type",
  "holder",
  "principal_amount",
  "rate_of_interest",
  "start_date",
  "end_date",
  "maturity_amount",
  "status",
  "renewal_reference_id",
  "renewed_by",
  "transaction_reason",
  "document_number",
  "account_number",
  "investment_notes",
  "created_at",
  "interest_schedule",
  "scheme",
  "monthly_instalment",
  "extended_years",
  "deposits_close_on",
  "deposits",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which column (0 for the first) holds each field; a field without one is not in the file. */
export type ColumnMapping = Partial<Record<ImportField, number>>;
