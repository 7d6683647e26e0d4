import {
  INVESTMENT_STATUSES,
  type InvestmentStatus,
} from "../contracts/investments.ts";
import {
  refusedCharacter,
  withoutLineBreaks,
} from "../contracts/plain-text.ts";
import {
  INTEREST_SCHEDULES,
  type InterestSchedule,
} from "../deposits/interest-schedule.ts";
import {
  INVESTMENT_SCHEMES,
  type InvestmentScheme,
} from "../deposits/investment-scheme.ts";
import { restoreFormula } from "../format/csv.ts";
import { HOLDER_SEPARATOR } from "../investments/investments-csv.ts";
import type { ColumnMapping, ImportField } from "./import-fields.ts";
import type { ImportReason } from "./import-problem.ts";
import { parseImportAmount, parseImportRate } from "./parse-import-number.ts";
import { parseImportDate } from "./parse-import-date.ts";
import type { CsvRow } from "./read-csv.ts";

/**
 * A row read as an investment, before its institution and type are matched to Kosh's lists
 * (docs/product.md#import). Names are as written; dates `YYYY-MM-DD`; amounts in rupees; what the
 * file does not say is null. The export's own columns (id, status, renewal links, created_at,
 * scheme, extension) come back as the export wrote them.
 */
export interface ImportedInvestment {
  /** The line of the file the row starts on. */
  line: number;
  id: string | null;
  institution: string;
  /** Null: the file names no type (a bank's list of its deposits); the person picks one for it. */
  type: string | null;
  holder: string | null;
  principal_amount: number | null;
  rate_of_interest: number;
  start_date: string;
  end_date: string | null;
  maturity_amount: number | null;
  status: InvestmentStatus | null;
  renewal_reference_id: string | null;
  renewed_by: string | null;
  transaction_reason: string | null;
  document_number: string | null;
  account_number: string | null;
  investment_notes: string | null;
  created_at: string | null;
  interest_schedule: InterestSchedule | null;
  scheme: InvestmentScheme | null;
  monthly_instalment: number | null;
  extended_years: number | null;
  deposits_close_on: string | null;
  /**
   * A PPF or Sukanya Samriddhi account's deposits, as Kosh's export writes them (depositsCell),
   * oldest first; null when the file gives none (the principal is then the opening deposit).
   */
  deposits: ImportedDeposit[] | null;
}

/** One deposit into an account, read from the deposits column. */
export interface ImportedDeposit {
  date: string;
  amount: number;
}

/** A row's value refused: its line, the field, and why. */
export interface RowProblem {
  line: number;
  field: ImportField;
  reason: ImportReason;
}

/** A row as an investment to import, or everything wrong with it. */
export type ImportedRow =
  | { ok: true; line: number; investment: ImportedInvestment }
  | { ok: false; line: number; problems: RowProblem[] };

/** Text fields and their most characters, as the API takes them (contracts/). */
const TEXT_FIELDS = {
  id: 64,
  institution: 100,
  type: 100,
  holder: 100,
  renewal_reference_id: 64,
  renewed_by: 64,
  transaction_reason: 500,
  document_number: 100,
  account_number: 100,
  investment_notes: 2000,
} as const satisfies Partial<Record<ImportField, number>>;

type Reading<T> = { ok: true; value: T } | { ok: false; reason: ImportReason };

const oneOf =
  <const Values extends readonly string[]>(values: Values) =>
  (value: string): Reading<Values[number]> =>
    values.includes(value)
      ? { ok: true, value: value as Values[number] }
      : {
          ok: false,
          reason: {
            key: "reason.oneOf",
            values: { value, choices: values.join(", ") },
          },
        };

const INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const readers = {
  principal_amount: parseImportAmount,
  maturity_amount: parseImportAmount,
  monthly_instalment: parseImportAmount,
  rate_of_interest: parseImportRate,
  start_date: parseImportDate,
  end_date: parseImportDate,
  deposits_close_on: parseImportDate,
  status: oneOf(INVESTMENT_STATUSES),
  interest_schedule: oneOf(INTEREST_SCHEDULES),
  scheme: oneOf(INVESTMENT_SCHEMES),
  created_at: (value: string): Reading<string> =>
    INSTANT.test(value) && !Number.isNaN(Date.parse(value))
      ? { ok: true, value }
      : { ok: false, reason: { key: "reason.instant", values: { value } } },
  deposits: readDeposits,
  extended_years: (value: string): Reading<number> =>
    /^\d{1,3}$/.test(value)
      ? { ok: true, value: Number(value) }
      : { ok: false, reason: { key: "reason.wholeNumber", values: { value } } },
} as const;

/** How the deposits column writes a deposit, for the message refusing one written otherwise. */
const DEPOSIT_EXAMPLE = "2024-04-05 150000";

/**
 * The deposits column (depositsCell): deposits separated by semicolons, each a date in any form
 * the import reads and, after the last space, an amount; oldest first whatever order they are
 * written in (docs/product.md#import).
 */
function readDeposits(value: string): Reading<ImportedDeposit[]> {
  const deposits: ImportedDeposit[] = [];
  for (const part of value.split(HOLDER_SEPARATOR.trim())) {
    const written = part.trim();
    const [, dateText, amountText] = /^(.+?)\s+(\S+)$/.exec(written) ?? [];
    const date = dateText === undefined ? null : parseImportDate(dateText);
    const amount =
      amountText === undefined ? null : parseImportAmount(amountText);
    if (!date?.ok || !amount?.ok)
      return {
        ok: false,
        reason: {
          key: "reason.deposit",
          values: { value: written, example: DEPOSIT_EXAMPLE },
        },
      };
    deposits.push({ date: date.value, amount: amount.value });
  }
  // A stable sort: deposits of one day keep the order the file gives them.
  return {
    ok: true,
    value: deposits.sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
    ),
  };
}

/** Why a text cell cannot be stored as it is: too long, or a character no field may hold. */
function textProblem(
  field: keyof typeof TEXT_FIELDS,
  value: string,
): ImportReason | undefined {
  const max = TEXT_FIELDS[field];
  if (value.length > max) return { key: "reason.tooLong", values: { max } };
  const character = refusedCharacter(
    field === "investment_notes" ? withoutLineBreaks(value) : value,
  );
  return character
    ? { key: "reason.character", values: { character } }
    : undefined;
}

/**
 * The rows after the header as investments (docs/product.md#import), each cell found by
 * `mapping`: a row with any refused value lists every problem with its line and field, and the
 * other rows stay importable. An institution, a rate, a start date and a principal (or a recurring
 * deposit's instalment) are required; the end must come after the start. Text that a spreadsheet
 * would run as a formula is kept as text, without the quote Kosh's export put before it.
 */
export function importedInvestments(
  rows: readonly CsvRow[],
  mapping: ColumnMapping,
): ImportedRow[] {
  return rows.map((row) => importedRow(row, mapping));
}

function importedRow(row: CsvRow, mapping: ColumnMapping): ImportedRow {
  const problems: RowProblem[] = [];
  const refuse = (field: ImportField, reason: ImportReason) =>
    problems.push({ line: row.line, field, reason });
  const cell = (field: ImportField): string | null => {
    const column = mapping[field];
    const value = column === undefined ? "" : (row.cells[column] ?? "").trim();
    return value === "" ? null : value;
  };
  const text = (field: keyof typeof TEXT_FIELDS): string | null => {
    const raw = cell(field);
    if (raw === null) return null;
    const value = restoreFormula(raw).trim();
    const problem = textProblem(field, value);
    if (problem) refuse(field, problem);
    return value === "" ? null : value;
  };
  const read = <Field extends keyof typeof readers>(
    field: Field,
  ): ReturnType<(typeof readers)[Field]> extends Reading<infer T>
    ? T | null
    : never => {
    const value = cell(field);
    if (value === null) return null as never;
    const reading = readers[field](value);
    if (!reading.ok) {
      refuse(field, reading.reason);
      return null as never;
    }
    return reading.value as never;
  };

  const investment = {
    line: row.line,
    id: text("id"),
    institution: text("institution"),
    type: text("type"),
    holder: text("holder"),
    principal_amount: read("principal_amount"),
    rate_of_interest: read("rate_of_interest"),
    start_date: read("start_date"),
    end_date: read("end_date"),
    maturity_amount: read("maturity_amount"),
    status: read("status"),
    renewal_reference_id: text("renewal_reference_id"),
    renewed_by: text("renewed_by"),
    transaction_reason: text("transaction_reason"),
    document_number: text("document_number"),
    account_number: text("account_number"),
    investment_notes: text("investment_notes"),
    created_at: read("created_at"),
    interest_schedule: read("interest_schedule"),
    scheme: read("scheme"),
    monthly_instalment: read("monthly_instalment"),
    extended_years: read("extended_years"),
    deposits_close_on: read("deposits_close_on"),
    deposits: read("deposits"),
  };

  const missing = (field: ImportField) =>
    cell(field) === null && refuse(field, { key: "reason.required" });
  missing("institution");
  missing("rate_of_interest");
  missing("start_date");
  if (cell("monthly_instalment") === null) missing("principal_amount");
  const { start_date: start, end_date: end } = investment;
  if (start !== null && end !== null && end <= start)
    refuse("end_date", {
      key: "reason.endNotAfterStart",
      values: { value: cell("end_date")!, start: cell("start_date")! },
    });

  const { institution, rate_of_interest, start_date } = investment;
  if (
    problems.length > 0 ||
    institution === null ||
    rate_of_interest === null ||
    start_date === null
  )
    return { ok: false, line: row.line, problems };
  return {
    ok: true,
    line: row.line,
    investment: { ...investment, institution, rate_of_interest, start_date },
  };
}
