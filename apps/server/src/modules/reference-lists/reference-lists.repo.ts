import type {
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import {
  type InvestmentScheme,
  schemeOfTypeName,
} from "@kosh/core/deposits/investment-scheme";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import {
  companies,
  companyTypes,
  investments,
  investTypes,
} from "../../db/schema.ts";

/**
 * The two lists of types, company types and investment types: the same columns, so one set of
 * queries serves both. An entry reads as the API shows it: `{ id, type_name }`, for a company type
 * also `cover` (docs/product.md#deposit-insurance), for an investment type `scheme`
 * (docs/product.md#schemes-in-my-investments).
 */
const TYPE_TABLES = { companyTypes, investTypes };
export type TypeListName = keyof typeof TYPE_TABLES;
type TypeTable = (typeof TYPE_TABLES)[TypeListName];
export type TypeEntry = Pick<InvestType, "id" | "type_name"> &
  Partial<Pick<CompanyType, "cover"> & Pick<InvestType, "scheme">>;

const investTypeFields = {
  id: investTypes.id,
  type_name: investTypes.typeName,
  scheme: investTypes.scheme,
};

function entryFields(table: TypeTable) {
  const fields = { id: table.id, type_name: table.typeName };
  return table === companyTypes
    ? { ...fields, cover: companyTypes.cover }
    : investTypeFields;
}

/** What a new entry holds besides its name: a new investment type earns by the scheme its name says. */
function newEntry(table: TypeTable, typeName: string) {
  return table === investTypes
    ? { typeName, scheme: schemeOfTypeName(typeName) }
    : { typeName };
}

/**
 * Whether another entry of the list already has this name, whatever its case (names arrive with
 * spaces collapsed). `exceptId` lets an entry be renamed to a new spelling of its own name.
 */
export async function nameTaken(
  db: Database,
  table: PgTable,
  columns: { id: AnyPgColumn; name: AnyPgColumn },
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const sameName = sql`lower(${columns.name}) = lower(${name})`;
  const matches = await db.$count(
    table,
    exceptId ? and(sameName, ne(columns.id, exceptId)) : sameName,
  );
  return matches > 0;
}

export function typeNameTaken(
  db: Database,
  list: TypeListName,
  typeName: string,
  exceptId?: string,
): Promise<boolean> {
  const table = TYPE_TABLES[list];
  return nameTaken(
    db,
    table,
    { id: table.id, name: table.typeName },
    typeName,
    exceptId,
  );
}

export async function listTypes(
  db: Database,
  list: TypeListName,
): Promise<TypeEntry[]> {
  const table = TYPE_TABLES[list];
  return db.select(entryFields(table)).from(table).orderBy(asc(table.typeName));
}

export async function insertType(
  db: Database,
  list: TypeListName,
  typeName: string,
): Promise<TypeEntry> {
  const table = TYPE_TABLES[list];
  const [row] = await db
    .insert(table)
    .values(newEntry(table, typeName))
    .returning(entryFields(table));
  return row!;
}

/** The renamed entry, or undefined when no entry has this id. */
export async function renameType(
  db: Database,
  list: TypeListName,
  id: string,
  typeName: string,
): Promise<TypeEntry | undefined> {
  const table = TYPE_TABLES[list];
  const [row] = await db
    .update(table)
    .set({ typeName })
    .where(eq(table.id, id))
    .returning(entryFields(table));
  return row;
}

/** The deleted entry's name, or undefined when no entry has this id. */
export async function deleteType(
  db: Database,
  list: TypeListName,
  id: string,
): Promise<{ name: string } | undefined> {
  const table = TYPE_TABLES[list];
  const [row] = await db
    .delete(table)
    .where(eq(table.id, id))
    .returning({ name: table.typeName });
  return row;
}

/** How many companies have this type; a company type in use cannot be deleted. */
export function companiesOfType(db: Database, companyTypeId: string) {
  return db.$count(companies, eq(companies.companyTypeId, companyTypeId));
}

/** How many investments have this type; an investment type in use cannot be deleted. */
export function investmentsOfType(db: Database, investTypeId: string) {
  return db.$count(investments, eq(investments.investTypeId, investTypeId));
}

/**
 * Sets an investment type's scheme unless investments use it (docs/product.md#schemes-in-my-investments):
 * they would be counted another way. Answers the entry, `{ inUse }` with their count, or undefined
 * when no type has this id. Unchanged, it answers the entry whatever uses it. The update checks
 * for investments itself, so one added since the read is counted.
 */
export async function setInvestTypeScheme(
  db: Database,
  id: string,
  scheme: InvestmentScheme,
): Promise<InvestType | { inUse: number } | undefined> {
  const [current] = await db
    .select(investTypeFields)
    .from(investTypes)
    .where(eq(investTypes.id, id));
  if (!current) return undefined;
  if (current.scheme === scheme) return current;
  const [row] = await db
    .update(investTypes)
    .set({ scheme })
    .where(
      and(
        eq(investTypes.id, id),
        sql`not exists (select 1 from ${investments} where ${investments.investTypeId} = ${investTypes.id})`,
      ),
    )
    .returning(investTypeFields);
  if (row) return row;
  const inUse = await investmentsOfType(db, id);
  // No investment and no row updated: the type was deleted since the read.
  return inUse > 0 ? { inUse } : undefined;
}
