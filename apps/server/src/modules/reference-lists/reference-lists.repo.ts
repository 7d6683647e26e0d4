import type {
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { violatedConstraint } from "../../db/constraint-violation.ts";
import type { Database } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import {
  companies,
  companyTypes,
  investments,
  investTypes,
} from "../../db/schema.ts";
import { Conflict, NotFound } from "../../errors.ts";

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

/**
 * Saves an entry unless its name is taken. The check gives the common case its message; the
 * unique index on lower(name) catches two admins saving the same name in the same instant.
 */
export async function saveUniquelyNamed<T>(
  taken: () => Promise<boolean>,
  save: () => Promise<T>,
  duplicateMessage: string,
): Promise<T> {
  if (await taken()) throw new Conflict(duplicateMessage);
  try {
    return await save();
  } catch (error) {
    if (violatedConstraint(error, "unique") !== undefined) {
      throw new Conflict(duplicateMessage);
    }
    throw error;
  }
}

/** Deletes an entry nothing refers to; the foreign keys refuse the rest, and the count says why. */
export async function deleteUnlessUsed(
  remove: () => Promise<{ name: string } | undefined>,
  uses: () => Promise<number>,
  inUseMessage: (uses: number) => string,
  notFoundMessage: string,
): Promise<void> {
  try {
    if (!(await remove())) throw new NotFound(notFoundMessage);
  } catch (error) {
    if (violatedConstraint(error, "stillReferenced") === undefined) throw error;
    throw new Conflict(inUseMessage(await uses()));
  }
}

export function counted(count: number, singular: string, plural: string) {
  return `${count} ${count === 1 ? singular : plural}`;
}

export const COMPANY_TYPE_NOT_FOUND = "Company type not found.";
const INVEST_TYPE_NOT_FOUND = "Investment type not found.";

function companyTypeTaken(typeName: string) {
  return `A company type named '${typeName}' already exists.`;
}

function investTypeTaken(typeName: string) {
  return `An investment type named '${typeName}' already exists.`;
}

const companyTypeFields = {
  id: companyTypes.id,
  type_name: companyTypes.typeName,
};
const investTypeFields = {
  id: investTypes.id,
  type_name: investTypes.typeName,
};

export async function listCompanyTypes(db: Database): Promise<CompanyType[]> {
  return db
    .select(companyTypeFields)
    .from(companyTypes)
    .orderBy(asc(companyTypes.typeName));
}

export async function addCompanyType(
  db: Database,
  typeName: string,
): Promise<CompanyType> {
  return saveUniquelyNamed(
    () =>
      nameTaken(
        db,
        companyTypes,
        { id: companyTypes.id, name: companyTypes.typeName },
        typeName,
      ),
    async () => {
      const [row] = await db
        .insert(companyTypes)
        .values({ typeName })
        .returning(companyTypeFields);
      return row!;
    },
    companyTypeTaken(typeName),
  );
}

export async function renameCompanyType(
  db: Database,
  id: string,
  typeName: string,
): Promise<CompanyType> {
  if (!isUuid(id)) throw new NotFound(COMPANY_TYPE_NOT_FOUND);
  return saveUniquelyNamed(
    () =>
      nameTaken(
        db,
        companyTypes,
        { id: companyTypes.id, name: companyTypes.typeName },
        typeName,
        id,
      ),
    async () => {
      const [row] = await db
        .update(companyTypes)
        .set({ typeName })
        .where(eq(companyTypes.id, id))
        .returning(companyTypeFields);
      if (!row) throw new NotFound(COMPANY_TYPE_NOT_FOUND);
      return row;
    },
    companyTypeTaken(typeName),
  );
}

export async function deleteCompanyType(db: Database, id: string) {
  if (!isUuid(id)) throw new NotFound(COMPANY_TYPE_NOT_FOUND);
  return deleteUnlessUsed(
    async () => {
      const [row] = await db
        .delete(companyTypes)
        .where(eq(companyTypes.id, id))
        .returning({ name: companyTypes.typeName });
      return row;
    },
    () => db.$count(companies, eq(companies.companyTypeId, id)),
    (uses) =>
      `This company type is used by ${counted(uses, "company", "companies")}; give them another type before deleting it.`,
    COMPANY_TYPE_NOT_FOUND,
  );
}

export async function listInvestTypes(db: Database): Promise<InvestType[]> {
  return db
    .select(investTypeFields)
    .from(investTypes)
    .orderBy(asc(investTypes.typeName));
}

export async function addInvestType(
  db: Database,
  typeName: string,
): Promise<InvestType> {
  return saveUniquelyNamed(
    () =>
      nameTaken(
        db,
        investTypes,
        { id: investTypes.id, name: investTypes.typeName },
        typeName,
      ),
    async () => {
      const [row] = await db
        .insert(investTypes)
        .values({ typeName })
        .returning(investTypeFields);
      return row!;
    },
    investTypeTaken(typeName),
  );
}

export async function renameInvestType(
  db: Database,
  id: string,
  typeName: string,
): Promise<InvestType> {
  if (!isUuid(id)) throw new NotFound(INVEST_TYPE_NOT_FOUND);
  return saveUniquelyNamed(
    () =>
      nameTaken(
        db,
        investTypes,
        { id: investTypes.id, name: investTypes.typeName },
        typeName,
        id,
      ),
    async () => {
      const [row] = await db
        .update(investTypes)
        .set({ typeName })
        .where(eq(investTypes.id, id))
        .returning(investTypeFields);
      if (!row) throw new NotFound(INVEST_TYPE_NOT_FOUND);
      return row;
    },
    investTypeTaken(typeName),
  );
}

export async function deleteInvestType(db: Database, id: string) {
  if (!isUuid(id)) throw new NotFound(INVEST_TYPE_NOT_FOUND);
  return deleteUnlessUsed(
    async () => {
      const [row] = await db
        .delete(investTypes)
        .where(eq(investTypes.id, id))
        .returning({ name: investTypes.typeName });
      return row;
    },
    () => db.$count(investments, eq(investments.investTypeId, id)),
    (uses) =>
      `This investment type is used by ${counted(uses, "investment", "investments")}, so it cannot be deleted.`,
    INVEST_TYPE_NOT_FOUND,
  );
}
