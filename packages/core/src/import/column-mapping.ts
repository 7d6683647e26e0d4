import { LOCALES } from "../i18n/locale.ts";
import { translate } from "../i18n/messages.ts";
import {
  CSV_WORDS,
  INVESTMENT_CSV_COLUMNS,
  type InvestmentCsvHeader,
} from "../investments/investments-csv.ts";
import { comparableName } from "./comparable-name.ts";
import {
  type ColumnMapping,
  IMPORT_FIELDS,
  type ImportField,
} from "./import-fields.ts";
import { IMPORT_WORDS, TEMPLATE_COLUMNS } from "./import-template.ts";

/**
 * The field each column of Kosh's export holds: the API's name, but `company` is the institution
 * and `holders` the holder (its names, first holder first, HOLDER_SEPARATOR between them).
 */
const fieldOfExportHeader = (header: InvestmentCsvHeader): ImportField => {
  const name = header.slice("csv.".length);
  if (name === "company") return "institution";
  if (name === "holders") return "holder";
  return name as ImportField;
};

/**
 * Headers of banks' and people's own spreadsheets (docs/product.md#import), as `comparableName`
 * writes them: "Rate %" is `rate`, "A/c No." is `acno`. Only names that say one field and nothing
 * else: "Amount" is the principal, as a deposit's list writes it, and "Date" is left to the person.
 */
const BANK_HEADERS: Readonly<Partial<Record<ImportField, readonly string[]>>> =
  {
    institution: [
      "bank",
      "bankname",
      "institution",
      "institutionname",
      "company",
      "companyname",
      "issuer",
    ],
    type: ["type", "investmenttype", "deposittype", "product", "producttype"],
    holder: [
      "holder",
      "holdername",
      "firstholder",
      "customername",
      "depositorname",
      "investorname",
      "name",
    ],
    principal_amount: [
      "principal",
      "principalamount",
      "depositamount",
      "amount",
      "amountinvested",
      "investedamount",
      "fdamount",
      "deposit",
      "principalamt",
      "depositamt",
    ],
    rate_of_interest: [
      "rate",
      "roi",
      "interestrate",
      "rateofinterest",
      "intrate",
      "ratepa",
      "roipa",
      "interestratepa",
      "rateofinterestpa",
      "interestpa",
    ],
    start_date: [
      "startdate",
      "valuedate",
      "openingdate",
      "opendate",
      "depositdate",
      "dateofdeposit",
      "issuedate",
      "bookingdate",
      "investmentdate",
      "fromdate",
      "accountopeningdate",
    ],
    end_date: [
      "enddate",
      "maturitydate",
      "duedate",
      "matdate",
      "dateofmaturity",
      "todate",
    ],
    maturity_amount: [
      "maturityamount",
      "maturityvalue",
      "matamount",
      "maturityamt",
      "amountatmaturity",
    ],
    account_number: [
      "accountnumber",
      "accountno",
      "acno",
      "accno",
      "acctno",
      "account",
      "fdaccountnumber",
      "fdaccountno",
      "depositaccountnumber",
      "depositaccountno",
    ],
    document_number: [
      "receiptnumber",
      "receiptno",
      "fdno",
      "fdnumber",
      "fdrno",
      "tdrno",
      "stdrno",
      "certificatenumber",
      "certificateno",
      "depositnumber",
      "depositno",
      "documentnumber",
    ],
    investment_notes: [
      "notes",
      "note",
      "remarks",
      "remark",
      "comments",
      "comment",
    ],
    monthly_instalment: [
      "monthlyinstalment",
      "monthlyinstallment",
      "instalment",
      "installment",
      "instalmentamount",
      "installmentamount",
    ],
  };

let known: Map<string, ImportField> | undefined;

/**
 * Every header Kosh knows, as `comparableName` writes it, and its field: the export's and the
 * template's in each language, the fields' own names, and the banks'. No name names two fields.
 */
export function knownHeaders(): ReadonlyMap<string, ImportField> {
  if (known) return known;
  known = new Map();
  const add = (header: string, field: ImportField) => {
    const name = comparableName(header);
    const before = known!.get(name);
    // A name the tables give two fields would map by whichever came first: a mistake, so it throws.
    if (before !== undefined && before !== field)
      throw new Error(
        `The header "${header}" names both ${before} and ${field}`,
      );
    known!.set(name, field);
  };
  for (const locale of LOCALES) {
    const exportWords = translate(CSV_WORDS[locale]);
    for (const [header] of INVESTMENT_CSV_COLUMNS)
      add(exportWords(header), fieldOfExportHeader(header));
    const importWords = translate(IMPORT_WORDS[locale]);
    for (const [header, field] of TEMPLATE_COLUMNS)
      add(importWords(header), field);
  }
  for (const field of IMPORT_FIELDS) add(field, field);
  for (const [field, names] of Object.entries(BANK_HEADERS))
    for (const name of names) add(name, field as ImportField);
  return known;
}

export interface ProposedMapping {
  /** Which column holds each field Kosh recognised, for the person to correct. */
  mapping: ColumnMapping;
  /** The columns (0 for the first) no field was found for. */
  unmapped: number[];
  /** Whether the header is Kosh's own export's, in either language (its renewal links apply). */
  koshExport: boolean;
}

/**
 * The column mapping a header row suggests (docs/product.md#import): each column whose header Kosh
 * knows holds its field, the first such column where two name one field.
 */
export function proposeColumnMapping(
  header: readonly string[],
): ProposedMapping {
  const names = knownHeaders();
  const mapping: ColumnMapping = {};
  const unmapped: number[] = [];
  header.forEach((cell, column) => {
    const field = names.get(comparableName(cell));
    if (field !== undefined && mapping[field] === undefined)
      mapping[field] = column;
    else unmapped.push(column);
  });
  return { mapping, unmapped, koshExport: isKoshExport(header) };
}

/** The renewal links' last column: an export from before the later columns has at least these. */
const LINKED_COLUMNS =
  INVESTMENT_CSV_COLUMNS.findIndex(([name]) => name === "csv.renewed_by") + 1;

/**
 * Whether a header row is Kosh's export's, in either language: its columns in the export's order,
 * as many as an older export had at least (new columns go last).
 */
function isKoshExport(header: readonly string[]): boolean {
  if (
    header.length < LINKED_COLUMNS ||
    header.length > INVESTMENT_CSV_COLUMNS.length
  )
    return false;
  return LOCALES.some((locale) => {
    const t = translate(CSV_WORDS[locale]);
    return header.every(
      (cell, column) => cell === t(INVESTMENT_CSV_COLUMNS[column]![0]),
    );
  });
}
