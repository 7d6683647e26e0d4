import type { Investment } from "@kosh/core/contracts/investments";
import { and, eq, sql } from "drizzle-orm";
import { alias, getTableConfig } from "drizzle-orm/pg-core";
import { violatedConstraint } from "../../db/constraint-violation.ts";
import type { Database, Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import { companies, investTypes, investments } from "../../db/schema.ts";
import { BadRequest, Conflict, NotFound } from "../../errors.ts";

type InvestmentRow = typeof investments.$inferSelect;
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
}

/** The terms of the investment that replaces a renewed one, worked out from the renewed row. */
export type RenewalTerms = (renewed: InvestmentRow) => {
  principalAmount: number;
  rateOfInterest: number;
  startDate: string;
  endDate: string;
  maturityAmount: number;
  transactionReason: string | null;
};

export const INVESTMENT_NOT_FOUND = "Investment not found.";

/** Which request field a broken foreign key stands for, read from the schema rather than spelled twice. */
const fieldOfForeignKey = new Map(
  getTableConfig(investments).foreignKeys.map((foreignKey) => [
    foreignKey.getName(),
    foreignKey.reference().columns[0]?.name,
  ]),
);

const UNKNOWN_REFERENCE: Record<string, string> = {
  company_id: "company_id does not match any company.",
  invest_type_id: "invest_type_id does not match any investment type.",
};

/**
 * The API's investment fields (snake_case, as `investmentSchema` in core names them) and the column
 * each one is read from, in the order the database lists them.
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
  created_at: investments.createdAt,
  updated_at: investments.updatedAt,
};
const investmentFields = Object.keys(investmentColumns);
const companyOf = investmentFields.indexOf("company_id");
const typeOf = investmentFields.indexOf("invest_type_id");

/**
 * An investment as the database writes it: one JSON array per row, its values in the order of
 * `investmentColumns`, then the company's and the type's names. One text value per answer
 * instead of 18 columns per row (PGlite's per-field decoding was three times slower), and an
 * array rather than json_build_object, whose key handling took two thirds of the list's time for
 * 1,000 investments (docs/architecture.md#performance-budgets gives the list 50 ms).
 */
const investmentJson = sql`json_build_array(${sql.join(
  [...Object.values(investmentColumns), companies.name, investTypes.typeName],
  sql`, `,
)})`;

/**
 * The API's investment from its values in the order of `investmentColumns` and the names of its
 * company and type. PostgreSQL writes times in the session's zone with microseconds; the API
 * spells them as `toISOString()` does, whatever the server's zone.
 */
function toInvestment(
  values: unknown[],
  companyName: string,
  typeName: string,
): Investment {
  const investment: Record<string, unknown> = {};
  investmentFields.forEach((field, index) => {
    investment[field] = values[index];
  });
  investment.created_at = new Date(
    investment.created_at as string,
  ).toISOString();
  investment.updated_at = new Date(
    investment.updated_at as string,
  ).toISOString();
  investment.investment_companies = { name: companyName };
  investment.invest_types = { type_name: typeName };
  return investment as unknown as Investment;
}

/** Turns what `investmentJson` built (the values, then the two names) into the API's investment. */
function parseInvestment(json: string): Investment {
  const values = JSON.parse(json) as unknown[];
  const names = investmentFields.length;
  return toInvestment(
    values,
    values[names] as string,
    values[names + 1] as string,
  );
}

const newestFirst = sql`${investments.createdAt} desc, ${investments.id} desc`;

const companyOfInvestment = eq(companies.id, investments.companyId);
const typeOfInvestment = eq(investTypes.id, investments.investTypeId);

const ownedBy = (userId: string, id: string) =>
  and(eq(investments.id, id), eq(investments.userId, userId));

/** The same values unqualified, for a query that reads them from a CTE of the caller's rows. */
const investmentValues = sql.join(
  Object.values(investmentColumns).map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * The caller's investments, newest first. The company and type names come as two small id → name
 * maps rather than through a join on every row: half the time for 1,000 investments on PGlite.
 */
export async function listInvestments(
  db: Database,
  userId: string,
): Promise<Investment[]> {
  const result = await db.execute(sql`
    with mine as (select * from ${investments} where ${investments.userId} = ${userId})
    select
      (select coalesce(json_agg(json_build_array(${investmentValues}) order by created_at desc, id desc), '[]')
        from mine)::text as list,
      (select coalesce(json_object_agg(id, name), '{}') from ${companies}
        where id in (select company_id from mine))::text as company_names,
      (select coalesce(json_object_agg(id, type_name), '{}') from ${investTypes}
        where id in (select invest_type_id from mine))::text as type_names`);
  // PGlite and node-postgres both answer { rows }; Drizzle's shared type cannot say so.
  const row = (result as { rows: unknown[] }).rows[0] as Record<
    "list" | "company_names" | "type_names",
    string
  >;
  const companyNames = JSON.parse(row.company_names) as Record<string, string>;
  const typeNames = JSON.parse(row.type_names) as Record<string, string>;
  return (JSON.parse(row.list) as unknown[][]).map((values) =>
    toInvestment(
      values,
      companyNames[values[companyOf] as string]!,
      typeNames[values[typeOf] as string]!,
    ),
  );
}

async function ownInvestment(
  executor: Executor,
  userId: string,
  id: string,
): Promise<Investment> {
  const [row] = await executor
    .select({
      investment: sql<string>`${investmentJson}::text`,
    })
    .from(investments)
    .innerJoin(companies, companyOfInvestment)
    .innerJoin(investTypes, typeOfInvestment)
    .where(ownedBy(userId, id));
  if (!row) throw new NotFound(INVESTMENT_NOT_FOUND);
  return parseInvestment(row.investment);
}

export async function createInvestment(
  db: Database,
  userId: string,
  values: NewInvestment,
): Promise<Investment> {
  for (const [field, id] of [
    ["company_id", values.companyId],
    ["invest_type_id", values.investTypeId],
  ] as const) {
    if (!isUuid(id)) throw new BadRequest(UNKNOWN_REFERENCE[field] ?? field);
  }
  try {
    const [row] = await db
      .insert(investments)
      .values({ ...values, userId })
      .returning({ id: investments.id });
    return await ownInvestment(db, userId, row!.id);
  } catch (error) {
    const constraint = violatedConstraint(error, "missingReference");
    const field = constraint && fieldOfForeignKey.get(constraint);
    const message = field && UNKNOWN_REFERENCE[field];
    if (message) throw new BadRequest(message);
    throw error;
  }
}

/**
 * Why an investment could not move out of 'active': it is not the caller's (404, the same answer
 * as for a missing id) or it already moved (409 naming where it went).
 */
async function notActiveError(
  executor: Executor,
  userId: string,
  id: string,
  action: "renewed" | "closed",
) {
  const [row] = await executor
    .select({ status: investments.status })
    .from(investments)
    .where(ownedBy(userId, id));
  if (!row) return new NotFound(INVESTMENT_NOT_FOUND);
  return new Conflict(
    `This investment is already ${row.status}, so it cannot be ${action}.`,
  );
}

/** The unique index that lets an investment be renewed at most once (docs/product.md#renew). */
const RENEWED_ONCE = "investments_renewal_reference_id_unique";

/**
 * Marks the investment renewed and inserts its successor in one transaction. The conditional
 * update is the lock: of two racing renewals (or a renewal racing a close) only one finds the row
 * still active; the unique renewal_reference_id is the last guard should anything slip past it.
 */
export async function renewInvestment(
  db: Database,
  userId: string,
  id: string,
  terms: RenewalTerms,
): Promise<Investment> {
  if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const [renewed] = await tx
        .update(investments)
        .set({ status: "renewed", updatedAt: sql`now()` })
        .where(and(ownedBy(userId, id), eq(investments.status, "active")))
        .returning();
      if (!renewed) throw await notActiveError(tx, userId, id, "renewed");

      const [successor] = await tx
        .insert(investments)
        .values({
          userId,
          companyId: renewed.companyId,
          investTypeId: renewed.investTypeId,
          accountNumber: renewed.accountNumber,
          investmentNotes: renewed.investmentNotes,
          renewalReferenceId: renewed.id,
          ...terms(renewed),
        })
        .returning({ id: investments.id });
      return ownInvestment(tx, userId, successor!.id);
    });
  } catch (error) {
    if (violatedConstraint(error, "unique") === RENEWED_ONCE) {
      throw new Conflict(
        "This investment is already renewed, so it cannot be renewed.",
      );
    }
    throw error;
  }
}

export async function closeInvestment(
  db: Database,
  userId: string,
  id: string,
  reason: string,
): Promise<Investment> {
  if (!isUuid(id)) throw new NotFound(INVESTMENT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(investments)
      .set({
        status: "closed",
        transactionReason: reason,
        updatedAt: sql`now()`,
      })
      .where(and(ownedBy(userId, id), eq(investments.status, "active")))
      .returning({ id: investments.id });
    if (!closed) throw await notActiveError(tx, userId, id, "closed");
    return ownInvestment(tx, userId, closed.id);
  });
}

/** An investment and the one that replaced it, for the export's chain links. */
export interface ExportedInvestment extends Investment {
  renewed_by: string | null;
}

export async function investmentsForExport(
  db: Database,
  userId: string,
): Promise<ExportedInvestment[]> {
  const successor = alias(investments, "successor");
  const rows = await db
    .select({
      investment: sql<string>`${investmentJson}::text`,
      renewedBy: sql<string | null>`${successor.id}`,
    })
    .from(investments)
    .innerJoin(companies, companyOfInvestment)
    .innerJoin(investTypes, typeOfInvestment)
    .leftJoin(successor, eq(successor.renewalReferenceId, investments.id))
    .where(eq(investments.userId, userId))
    .orderBy(newestFirst);
  return rows.map((row) => ({
    ...parseInvestment(row.investment),
    renewed_by: row.renewedBy,
  }));
}
