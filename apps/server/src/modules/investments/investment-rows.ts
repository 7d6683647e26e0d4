import {
  type Investment,
  INVESTMENT_STATUSES,
  type InvestmentStatus,
} from "@kosh/core/contracts/investments";
import {
  INTEREST_SCHEDULES,
  type InterestSchedule,
} from "@kosh/core/deposits/interest-schedule";
import {
  INVESTMENT_SCHEMES,
  type InvestmentScheme,
} from "@kosh/core/deposits/investment-scheme";
import type { SchemeRateQuarter } from "@kosh/core/schemes/scheme-rates";
import { rateChangesFrom } from "./account-rates.ts";

/**
 * What the investments query answers, each a JSON text (one text value per answer is far cheaper
 * to decode than 16 columns per row, on PGlite especially): the column names once, the rows as
 * arrays of values written as PostgreSQL writes them as text (null stays null), the company's and
 * type's names and the type's scheme by id, the deposits of each account by investment id (each
 * `[id, date, amount]`, oldest first), and the notified rates' quarters when an account is among
 * the rows (null otherwise).
 */
export interface InvestmentsAnswer {
  columns: string;
  rows: string;
  company_names: string;
  type_names: string;
  type_schemes: string;
  deposits: string;
  /**
   * Every holder as `investment-id member-id`, comma-separated, each investment's in order, first
   * holder first ('' with none).
   */
  holders: string;
  quarters: string | null;
}

/** A value that is not what its column holds: the query and the decoder disagree. */
export class InvestmentRowError extends Error {}

type Reader<T> = (values: readonly unknown[]) => T;

/** Finds each column by its name in the answer's list, so the order the query writes them in does not matter. */
function readers(columns: readonly unknown[]) {
  const at = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0)
      throw new InvestmentRowError(`The answer has no column ${name}`);
    return index;
  };
  const checked =
    <T>(test: (value: unknown) => value is T, kind: string) =>
    (name: string): Reader<T> => {
      const index = at(name);
      return (values) => {
        const value = values[index];
        if (!test(value))
          throw new InvestmentRowError(`${name} is not ${kind}: ${value}`);
        return value;
      };
    };
  const isText = (value: unknown): value is string => typeof value === "string";
  const isNumber = (value: unknown): value is string =>
    typeof value === "string" && NUMERIC.test(value);
  const orNull =
    <T>(test: (value: unknown) => value is T) =>
    (value: unknown): value is T | null =>
      value === null || test(value);
  const isStatus = (value: unknown): value is InvestmentStatus =>
    (INVESTMENT_STATUSES as readonly unknown[]).includes(value);
  const isSchedule = (value: unknown): value is InterestSchedule =>
    (INTEREST_SCHEDULES as readonly unknown[]).includes(value);
  const text = checked(isText, "text");
  return {
    text,
    optionalText: checked(orNull(isText), "text or null"),
    number(name: string): Reader<number> {
      const read = checked(isNumber, "a number")(name);
      return (values) => Number(read(values));
    },
    optionalNumber(name: string): Reader<number | null> {
      const read = checked(orNull(isNumber), "a number or null")(name);
      return (values) => {
        const value = read(values);
        return value === null ? null : Number(value);
      };
    },
    status: checked(isStatus, "a status"),
    optionalSchedule: checked(
      orNull(isSchedule),
      "an interest schedule or null",
    ),
    /**
     * PostgreSQL writes times in the session's zone with microseconds; the API spells them as
     * `toISOString()` does, whatever the server's zone.
     */
    time(name: string): Reader<string> {
      const read = text(name);
      return (values) => isoTime(read(values));
    },
  };
}

/** A time in UTC as PostgreSQL writes it: `2026-11-24 06:34:30.344+00`, 0 to 6 decimals. */
const UTC_TIME =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00(?::00)?$/;

/** A numeric column as PostgreSQL writes it: `109000.00`. */
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/**
 * A time as `toISOString()` writes it (milliseconds, the decimals past them cut off, as `Date`
 * does). A time in UTC (PGlite's zone, and PostgreSQL's when its server runs in UTC) is rewritten
 * without going through `Date`, whose parsing took a third of the decoding of 1,000 investments
 * (docs/architecture.md#performance-budgets); any other zone goes through `Date`.
 */
export function isoTime(text: string): string {
  const utc = UTC_TIME.exec(text);
  if (!utc) return new Date(text).toISOString();
  return `${utc[1]}T${utc[2]}.${((utc[3] ?? "") + "000").slice(0, 3)}Z`;
}

const ANSWER_FIELDS = [
  "columns",
  "rows",
  "company_names",
  "type_names",
  "type_schemes",
  "deposits",
  "holders",
];

function isInvestmentsAnswer(answer: unknown): answer is InvestmentsAnswer {
  if (typeof answer !== "object" || answer === null) return false;
  const fields = answer as Record<string, unknown>;
  return (
    ANSWER_FIELDS.every((field) => typeof fields[field] === "string") &&
    (fields.quarters === null || typeof fields.quarters === "string")
  );
}

const isScheme = (value: unknown): value is InvestmentScheme =>
  (INVESTMENT_SCHEMES as readonly unknown[]).includes(value);

/** An account's deposits as the query writes them: `[id, date, amount as text]`, oldest first. */
function decodeDeposits(rows: unknown): Investment["deposits"] {
  if (!Array.isArray(rows))
    throw new InvestmentRowError("An account's deposits are not a list");
  return rows.map((row: unknown) => {
    const [id, date, amount] = Array.isArray(row) ? row : [];
    if (
      typeof id !== "string" ||
      typeof date !== "string" ||
      typeof amount !== "string" ||
      !NUMERIC.test(amount)
    )
      throw new InvestmentRowError(
        `A deposit is not [id, date, amount]: ${row}`,
      );
    return { id, date, amount: Number(amount) };
  });
}

/** The holders the query writes, `investment member` pairs in order, by investment. */
function holdersByInvestment(text: string): Map<string, string[]> {
  const byInvestment = new Map<string, string[]>();
  if (text === "") return byInvestment;
  for (const pair of text.split(",")) {
    const [investmentId, memberId, ...rest] = pair.split(" ");
    if (!investmentId || !memberId || rest.length > 0)
      throw new InvestmentRowError(
        `A holder is not "investment member": ${pair}`,
      );
    const held = byInvestment.get(investmentId);
    if (held) held.push(memberId);
    else byInvestment.set(investmentId, [memberId]);
  }
  return byInvestment;
}

/** An investment's holders, first holder first; at least one. */
function decodeHolders(
  ids: string[] | undefined,
  investmentId: string,
): string[] {
  if (!ids || ids.length === 0)
    throw new InvestmentRowError(`Investment ${investmentId} has no holders`);
  return ids;
}

/** The API's investments from the query's answer, each field read from the column of its name. */
export function decodeInvestments(answer: unknown): Investment[] {
  if (!isInvestmentsAnswer(answer))
    throw new InvestmentRowError("The investments query answered no list");
  const read = readers(JSON.parse(answer.columns) as unknown[]);
  const companyNames = JSON.parse(answer.company_names) as Record<
    string,
    string
  >;
  const typeNames = JSON.parse(answer.type_names) as Record<string, string>;
  const typeSchemes = JSON.parse(answer.type_schemes) as Record<
    string,
    unknown
  >;
  const deposits = JSON.parse(answer.deposits) as Record<string, unknown>;
  const holders = holdersByInvestment(answer.holders);
  const quarters =
    answer.quarters === null
      ? []
      : (JSON.parse(answer.quarters) as SchemeRateQuarter[]);
  const schemeOf = (typeId: string): InvestmentScheme => {
    const scheme = typeSchemes[typeId];
    if (!isScheme(scheme))
      throw new InvestmentRowError(`No scheme for type ${typeId}: ${scheme}`);
    return scheme;
  };
  const fields = {
    id: read.text("id"),
    company_id: read.text("company_id"),
    invest_type_id: read.text("invest_type_id"),
    principal_amount: read.number("principal_amount"),
    rate_of_interest: read.number("rate_of_interest"),
    start_date: read.text("start_date"),
    end_date: read.text("end_date"),
    maturity_amount: read.optionalNumber("maturity_amount"),
    status: read.status("status"),
    document_number: read.optionalText("document_number"),
    account_number: read.optionalText("account_number"),
    investment_notes: read.optionalText("investment_notes"),
    transaction_reason: read.optionalText("transaction_reason"),
    renewal_reference_id: read.optionalText("renewal_reference_id"),
    interest_schedule: read.optionalSchedule("interest_schedule"),
    monthly_instalment: read.optionalNumber("monthly_instalment"),
    extended_years: read.number("extended_years"),
    deposits_close_on: read.optionalText("deposits_close_on"),
    created_at: read.time("created_at"),
    updated_at: read.time("updated_at"),
  };
  const named = (names: Record<string, string>, id: string, what: string) => {
    const name = names[id];
    if (name === undefined)
      throw new InvestmentRowError(`No ${what} name for ${id}`);
    return name;
  };
  return (JSON.parse(answer.rows) as unknown[][]).map((values) => {
    const id = fields.id(values);
    const companyId = fields.company_id(values);
    const typeId = fields.invest_type_id(values);
    const scheme = schemeOf(typeId);
    const startDate = fields.start_date(values);
    return {
      id,
      company_id: companyId,
      invest_type_id: typeId,
      principal_amount: fields.principal_amount(values),
      rate_of_interest: fields.rate_of_interest(values),
      start_date: startDate,
      end_date: fields.end_date(values),
      maturity_amount: fields.maturity_amount(values),
      status: fields.status(values),
      document_number: fields.document_number(values),
      account_number: fields.account_number(values),
      investment_notes: fields.investment_notes(values),
      transaction_reason: fields.transaction_reason(values),
      renewal_reference_id: fields.renewal_reference_id(values),
      interest_schedule: fields.interest_schedule(values),
      scheme,
      monthly_instalment: fields.monthly_instalment(values),
      deposits: Object.hasOwn(deposits, id) ? decodeDeposits(deposits[id]) : [],
      rate_changes: rateChangesFrom(quarters, scheme, startDate),
      extended_years: fields.extended_years(values),
      deposits_close_on: fields.deposits_close_on(values),
      holder_ids: decodeHolders(holders.get(id), id),
      created_at: fields.created_at(values),
      updated_at: fields.updated_at(values),
      investment_companies: {
        name: named(companyNames, companyId, "company"),
      },
      invest_types: { type_name: named(typeNames, typeId, "type") },
    };
  });
}
