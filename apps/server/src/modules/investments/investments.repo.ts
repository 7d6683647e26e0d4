import type { Investment } from "@kosh/core/contracts/investments";
import { and, desc, eq, sql } from "drizzle-orm";
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

function selectWithNames(executor: Executor) {
  return executor
    .select({
      investment: investments,
      companyName: companies.name,
      typeName: investTypes.typeName,
    })
    .from(investments)
    .innerJoin(companies, eq(companies.id, investments.companyId))
    .innerJoin(investTypes, eq(investTypes.id, investments.investTypeId));
}

type RowWithNames = {
  investment: InvestmentRow;
  companyName: string;
  typeName: string;
};

/** The API's investment (SPEC.md §3): snake_case, money as numbers, names embedded. */
function toInvestment({
  investment,
  companyName,
  typeName,
}: RowWithNames): Investment {
  return {
    id: investment.id,
    company_id: investment.companyId,
    invest_type_id: investment.investTypeId,
    principal_amount: investment.principalAmount,
    rate_of_interest: investment.rateOfInterest,
    start_date: investment.startDate,
    end_date: investment.endDate,
    maturity_amount: investment.maturityAmount,
    status: investment.status,
    document_number: investment.documentNumber,
    account_number: investment.accountNumber,
    investment_notes: investment.investmentNotes,
    transaction_reason: investment.transactionReason,
    renewal_reference_id: investment.renewalReferenceId,
    created_at: investment.createdAt.toISOString(),
    updated_at: investment.updatedAt.toISOString(),
    investment_companies: { name: companyName },
    invest_types: { type_name: typeName },
  };
}

const ownedBy = (userId: string, id: string) =>
  and(eq(investments.id, id), eq(investments.userId, userId));

const newestFirst = [desc(investments.createdAt), desc(investments.id)];

/** The caller's investments, newest first. */
export async function listInvestments(
  db: Database,
  userId: string,
): Promise<Investment[]> {
  const rows = await selectWithNames(db)
    .where(eq(investments.userId, userId))
    .orderBy(...newestFirst);
  return rows.map(toInvestment);
}

async function ownInvestment(
  executor: Executor,
  userId: string,
  id: string,
): Promise<Investment> {
  const [row] = await selectWithNames(executor).where(ownedBy(userId, id));
  if (!row) throw new NotFound(INVESTMENT_NOT_FOUND);
  return toInvestment(row);
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
    const constraint = violatedConstraint(error, "foreignKey");
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

/** The unique index that lets an investment be renewed at most once (DESIGN.md §4). */
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
      investment: investments,
      companyName: companies.name,
      typeName: investTypes.typeName,
      renewedBy: successor.id,
    })
    .from(investments)
    .innerJoin(companies, eq(companies.id, investments.companyId))
    .innerJoin(investTypes, eq(investTypes.id, investments.investTypeId))
    .leftJoin(successor, eq(successor.renewalReferenceId, investments.id))
    .where(eq(investments.userId, userId))
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    ...toInvestment(row),
    renewed_by: row.renewedBy,
  }));
}
