import { message, type MessageKey } from "@kosh/core/contracts/message";
import type {
  Investment,
  InvestmentStatus,
} from "@kosh/core/contracts/investments";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import {
  ACCOUNT_SCHEMES,
  type InvestmentScheme,
} from "@kosh/core/deposits/investment-scheme";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias, getTableConfig, PgTransaction } from "drizzle-orm/pg-core";
import type { InstitutionCover } from "@kosh/core/deposits/deposit-insurance";
import { violatedConstraint } from "../../db/constraint-violation.ts";
import type { Database, Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import { preparedRead } from "../../db/prepared-read.ts";
import {
  companies,
  companyTypes,
  householdMembers,
  investmentDeposits,
  investmentHolders,
  investTypes,
  investments,
  schemeRates,
} from "../../db/schema.ts";
import { BadRequest, Conflict } from "../../errors.ts";
import { insertHolders } from "../household/household.repo.ts";
import { insertDeposit } from "./account-deposits.repo.ts";
import { decodeInvestments } from "./investment-rows.ts";

export type InvestmentRow = typeof investments.$inferSelect;
type Executor = Database | Transaction;

/** What a caller may set when adding an investment; the server decides owner, status and times. */
export interface NewInvestment {
  companyId: string;
  investTypeId: string;
  principalAmount: number;
  rateOfInterest: number;
  startDate: string;
  endDate: string;
  maturityAmount: number;
  documentNumber: string | null;
  accountNumber: string | null;
  investmentNotes: string | null;
  interestSchedule: InterestSchedule | null;
  /** A recurring deposit's instalment; null for every other scheme. */
  monthlyInstalment: number | null;
  /**
   * A PPF or Sukanya Samriddhi account's deposits, oldest first, the first made the day it opens
   * (an import of Kosh's export may bring them all); empty for every other scheme.
   */
  deposits: readonly { date: string; amount: number }[];
}

/** The terms of the investment that replaces a renewed one, worked out from the renewed row. */
export type RenewalTerms = (
  renewed: InvestmentRow,
) => Pick<
  NewInvestment,
  | "principalAmount"
  | "rateOfInterest"
  | "startDate"
  | "endDate"
  | "maturityAmount"
  | "interestSchedule"
  | "monthlyInstalment"
  | "deposits"
> & { transactionReason: string | null };

/** Which request field a broken foreign key stands for, read from the schema rather than spelled twice. */
const fieldOfForeignKey = new Map(
  getTableConfig(investments).foreignKeys.map((foreignKey) => [
    foreignKey.getName(),
    foreignKey.reference().columns[0]?.name,
  ]),
);

const UNKNOWN_REFERENCE: Record<string, MessageKey> = {
  company_id: "investments.unknownCompany",
  invest_type_id: "investments.unknownInvestType",
};

/**
 * The 409 for an investment that already left 'active' (its `status`), so it cannot be renewed or
 * closed (docs/product.md#renew).
 */
export function alreadyLeftActive(
  status: InvestmentStatus,
  action: "renewed" | "closed",
): Conflict {
  return new Conflict(
    message(
      action === "renewed"
        ? "investments.alreadyCannotRenew"
        : "investments.alreadyCannotClose",
      { status: message(`investmentStatus.${status}`) },
    ),
  );
}

/**
 * The API's investment fields (snake_case, as `investmentSchema` in core names them) and the column
 * each one is read from. The query writes the names once and each row's values in the same order;
 * investment-rows.ts reads every field by its name.
 */
const investmentColumns = {
  id: investments.id,
  company_id: investments.companyId,
  invest_type_id: investments.investTypeId,
  principal_amount: investments.principalAmount,
  rate_of_interest: investments.rateOfInterest,
  start_date: investments.startDate,
  end_date: investments.endDate,
  maturity_amount: investments.maturityAmount,
  status: investments.status,
  document_number: investments.documentNumber,
  account_number: investments.accountNumber,
  investment_notes: investments.investmentNotes,
  transaction_reason: investments.transactionReason,
  renewal_reference_id: investments.renewalReferenceId,
  interest_schedule: investments.interestSchedule,
  monthly_instalment: investments.monthlyInstalment,
  extended_years: investments.extendedYears,
  deposits_close_on: investments.depositsCloseOn,
  created_at: investments.createdAt,
  updated_at: investments.updatedAt,
};
const columnEntries = Object.entries(investmentColumns);
/** The names, as constants the query writes once: our own identifiers, never user input. */
const columnNames = sql.raw(
  `json_build_array(${columnEntries.map(([name]) => `'${name}'`).join(", ")})::text`,
);
/**
 * The same columns unqualified, for a query that reads them from a CTE of the chosen rows, each
 * as text: one array of text per row costs PGlite a fifth less than a JSON array of typed values.
 */
const columnValues = sql.join(
  columnEntries.map(([, column]) => sql`${sql.identifier(column.name)}::text`),
  sql`, `,
);

/** The schemes whose investments are accounts with deposits and each quarter's rate, as SQL. */
const accountSchemes = sql.raw(
  ACCOUNT_SCHEMES.map((scheme) => `'${scheme}'`).join(", "),
);

/**
 * The investments matching `where`, newest first. Each row is a JSON array of its values as text
 * rather than an object (json_build_object's key handling took two thirds of the list's time for
 * 1,000 investments; docs/architecture.md#performance-budgets gives the list 20 ms), and the
 * company and type names and the types' schemes come as small id → value maps rather than through
 * a join on every row. An account's deposits come grouped by investment, every investment's holders
 * (docs/product.md#household) as one text of `investment member` pairs in order (a fifth of the
 * list's time as JSON objects of arrays on PGlite), and the notified rates' quarters only when an
 * account is among the rows (docs/product.md#schemes-in-my-investments). On PostgreSQL with 1,000
 * rows (decision 0061): deposits are looked up for the accounts alone, the only investments that
 * have any (a look-up for every chosen row was a third of the query's time), and the rows are
 * gathered by json_agg, not an array of arrays turned into JSON (a quarter of their part).
 */
function investmentsQuery(where: SQL | undefined, household?: SQL): SQL {
  // The whole household's holders, found by their members, when the rows are the household's
  // (the list): a fifth of the time of finding them by each chosen investment.
  const holders =
    household === undefined
      ? sql`from ${investmentHolders} where investment_id in (select id from chosen)`
      : sql`from ${investmentHolders}
          join ${householdMembers} on ${householdMembers.id} = ${investmentHolders.memberId}
          where ${householdMembers.householdId} = ${household}`;
  return sql`
    with chosen as (select * from ${investments} where ${where}),
    chosen_types as (select id, type_name, scheme from ${investTypes}
      where id in (select invest_type_id from chosen))
    select
      ${columnNames} as columns,
      (select coalesce(json_agg(array[${columnValues}] order by created_at desc, id desc), '[]')
        from chosen)::text as rows,
      (select coalesce(json_object_agg(id, name), '{}') from ${companies}
        where id in (select company_id from chosen))::text as company_names,
      (select coalesce(json_object_agg(id, type_name), '{}') from chosen_types)::text as type_names,
      (select coalesce(json_object_agg(id, scheme), '{}') from chosen_types)::text as type_schemes,
      (select coalesce(json_object_agg(investment_id, deposits), '{}') from (
        select investment_id,
          json_agg(json_build_array(id, deposit_date, amount::text) order by deposit_date, created_at, id) as deposits
        from ${investmentDeposits}
        where investment_id in (select id from chosen
          where invest_type_id in (select id from chosen_types where scheme in (${accountSchemes})))
        group by investment_id) as grouped)::text as deposits,
      (select coalesce(string_agg(investment_id::text || ' ' || member_id::text, ','
          order by investment_id, position), '')
        ${holders}) as holders,
      (select json_agg(json_build_object('quarterStart', quarter_start, 'rates', rates, 'kvpMonths', kvp_months)
          order by quarter_start)
        from ${schemeRates}
        where exists (select 1 from chosen_types where scheme in (${accountSchemes})))::text as quarters`;
}

/** The investments of the query's one answer row. */
function decodedAnswer(answer: unknown): Investment[] {
  // PGlite and node-postgres both answer { rows }; Drizzle's shared type cannot say so.
  return decodeInvestments((answer as { rows: unknown[] }).rows[0]);
}

async function selectInvestments(
  executor: Executor,
  where: SQL | undefined,
): Promise<Investment[]> {
  return decodedAnswer(await executor.execute(investmentsQuery(where)));
}

const ownedBy = (userId: string, id: string) =>
  and(eq(investments.id, id), eq(investments.userId, userId));

/** The list's query, planned once on PGlite, where planning it took a fifth of its time. */
const investmentsOfUser = preparedRead("kosh_investments_of_user", (userId) =>
  investmentsQuery(sql`${investments.userId} = ${userId}`, userId),
);

/** The caller's investments, newest first. */
export async function listInvestments(
  db: Database,
  userId: string,
): Promise<Investment[]> {
  return decodedAnswer(await investmentsOfUser(db, userId));
}

/** One of the caller's investments; undefined when it is missing or someone else's. */
export async function ownInvestment(
  executor: Executor,
  userId: string,
  id: string,
): Promise<Investment | undefined> {
  const [investment] = await selectInvestments(executor, ownedBy(userId, id));
  return investment;
}

/** The status of one of the caller's investments; undefined when it is missing or someone else's. */
export async function investmentStatus(
  executor: Executor,
  userId: string,
  id: string,
): Promise<InvestmentStatus | undefined> {
  const [row] = await executor
    .select({ status: investments.status })
    .from(investments)
    .where(ownedBy(userId, id));
  return row?.status;
}

/** The unique index that lets an investment be renewed at most once (docs/product.md#renew). */
const RENEWED_ONCE = "investments_renewal_reference_id_unique";

/**
 * Inserts an investment of the caller and returns its id. An id that names no company or type is
 * a 400 naming the field; a second successor of one renewed investment is a 409. The investment,
 * its holders and an account's deposits are stored together or not at all: in a transaction of
 * their own, or in the caller's when `executor` is one (a renewal, an import), without a savepoint
 * (two statements more for each of an import's rows, which nobody rolls back to).
 */
export async function insertInvestment(
  executor: Executor,
  userId: string,
  values: NewInvestment & {
    renewalReferenceId?: string;
    transactionReason?: string | null;
    /** The household's members who hold it, first holder first (docs/product.md#household). */
    holderIds: readonly string[];
  },
): Promise<string> {
  for (const [field, id] of [
    ["company_id", values.companyId],
    ["invest_type_id", values.investTypeId],
  ] as const) {
    const unknown = UNKNOWN_REFERENCE[field];
    if (unknown && !isUuid(id)) throw new BadRequest(message(unknown));
  }
  const { deposits, holderIds, ...row } = values;
  const write = async (writer: Executor) => {
    const [inserted] = await writer
      .insert(investments)
      .values({ ...row, userId })
      .returning({ id: investments.id });
    await insertHolders(writer, inserted!.id, holderIds);
    for (const deposit of deposits)
      await insertDeposit(writer, inserted!.id, deposit);
    return inserted!.id;
  };
  try {
    return executor instanceof PgTransaction
      ? await write(executor)
      : await executor.transaction(write);
  } catch (error) {
    const constraint = violatedConstraint(error, "missingReference");
    const field = constraint && fieldOfForeignKey.get(constraint);
    const unknown = field && UNKNOWN_REFERENCE[field];
    if (unknown) throw new BadRequest(message(unknown));
    if (violatedConstraint(error, "unique") === RENEWED_ONCE)
      throw alreadyLeftActive("renewed", "renewed");
    throw error;
  }
}

/**
 * Moves one of the caller's active investments to another status and returns its row; undefined
 * when it is not (or no longer) active. The conditional update is the lock: of two racing changes
 * only one finds the row still active.
 */
export async function leaveActive(
  tx: Transaction,
  userId: string,
  id: string,
  change:
    { status: "renewed" } | { status: "closed"; transactionReason: string },
): Promise<InvestmentRow | undefined> {
  const [row] = await tx
    .update(investments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(ownedBy(userId, id), eq(investments.status, "active")))
    .returning();
  return row;
}

/** For each of the caller's renewed investments, the id of the one that replaced it. */
export async function successorIds(
  db: Database,
  userId: string,
): Promise<Map<string, string>> {
  const successor = alias(investments, "successor");
  const rows = await db
    .select({ renewed: investments.id, successor: successor.id })
    .from(investments)
    .innerJoin(successor, eq(successor.renewalReferenceId, investments.id))
    .where(eq(investments.userId, userId));
  return new Map(rows.map((row) => [row.renewed, row.successor]));
}

/**
 * The scheme of the type named by a new investment's invest_type_id; an id that names no type is
 * a 400 naming the field, as the insert's foreign key would answer.
 */
export async function schemeOfInvestType(
  executor: Executor,
  investTypeId: string,
): Promise<InvestmentScheme> {
  const [row] = isUuid(investTypeId)
    ? await executor
        .select({ scheme: investTypes.scheme })
        .from(investTypes)
        .where(eq(investTypes.id, investTypeId))
    : [];
  if (!row) throw new BadRequest(message("investments.unknownInvestType"));
  return row.scheme;
}

/** The scheme of one of the caller's investments; undefined when it is missing or someone else's. */
export async function schemeOfInvestment(
  executor: Executor,
  userId: string,
  id: string,
): Promise<InvestmentScheme | undefined> {
  const [row] = await executor
    .select({ scheme: investTypes.scheme })
    .from(investments)
    .innerJoin(investTypes, eq(investTypes.id, investments.investTypeId))
    .where(ownedBy(userId, id));
  return row?.scheme;
}

/** What backs each of these institutions' deposits (docs/product.md#deposit-insurance), by id. */
export async function coversOf(
  db: Database,
  companyIds: readonly string[],
): Promise<Map<string, InstitutionCover>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, cover: companyTypes.cover })
    .from(companies)
    .innerJoin(companyTypes, eq(companyTypes.id, companies.companyTypeId))
    .where(inArray(companies.id, [...new Set(companyIds)]));
  return new Map(rows.map((row) => [row.id, row.cover]));
}
