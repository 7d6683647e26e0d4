import { csvDocument } from "../format/csv.ts";
import type { Locale } from "../i18n/locale.ts";
import { type Dictionaries, translate } from "../i18n/messages.ts";
import type { ImportField } from "./import-fields.ts";
import en from "./messages/en.ts";
import hi from "./messages/hi.ts";

/** The import's words in each language. */
export const IMPORT_WORDS: Dictionaries<typeof en> = { en, hi };

type TemplateHeader = Extract<keyof typeof en, `template.${string}`>;

/**
 * Kosh's template for a person's own list (docs/product.md#import): the headers a person types,
 * in order, and what each holds. The receipt number is the API's `document_number`.
 */
export const TEMPLATE_COLUMNS: readonly (readonly [
  TemplateHeader,
  ImportField,
])[] = [
  ["template.institution", "institution"],
  ["template.type", "type"],
  ["template.holder", "holder"],
  ["template.principal", "principal_amount"],
  ["template.rate", "rate_of_interest"],
  ["template.startDate", "start_date"],
  ["template.endDate", "end_date"],
  ["template.maturityAmount", "maturity_amount"],
  ["template.accountNumber", "account_number"],
  ["template.receiptNumber", "document_number"],
  ["template.notes", "investment_notes"],
];

/** The template as a CSV file to download and fill in: its header row in `locale`. */
export function importTemplateCsv(locale: Locale): string {
  const t = translate(IMPORT_WORDS[locale]);
  return csvDocument([TEMPLATE_COLUMNS.map(([header]) => t(header))]);
}
