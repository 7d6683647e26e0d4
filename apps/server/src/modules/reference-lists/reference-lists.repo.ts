import type {
  Company,
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import { asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { violatedConstraint } from "../../db/constraint-violation.ts";
import type { Database } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import { companies, companyTypes, investTypes } from "../../db/schema.ts";
import { BadRequest, Conflict } from "../../errors.ts";

/** A name already on the list, compared without regard to case (names arrive with spaces collapsed). */
async function nameTaken(
  db: Database,
  table: PgTable,
  column: AnyPgColumn,
  name: string,
): Promise<boolean> {
  const matches = await db.$count(
    table,
    sql`lower(${column}) = lower(${name})`,
  );
  return matches > 0;
}

/** Inserts a row unless its name is taken; a name taken in the same instant still ends as a 409. */
async function insertUnique<T>(
  taken: () => Promise<boolean>,
  insert: () => Promise<T>,
  duplicateMessage: string,
): Promise<T> {
  if (await taken()) throw new Conflict(duplicateMessage);
  try {
    return await insert();
  } catch (error) {
    if (violatedConstraint(error, "unique") !== undefined) {
      throw new Conflict(duplicateMessage);
    }
    throw error;
  }
}

export async function listCompanyTypes(db: Database): Promise<CompanyType[]> {
  return db
    .select({ id: companyTypes.id, type_name: companyTypes.typeName })
    .from(companyTypes)
    .orderBy(asc(companyTypes.typeName));
}

export async function addCompanyType(
  db: Database,
  typeName: string,
): Promise<CompanyType> {
  return insertUnique(
    () => nameTaken(db, companyTypes, companyTypes.typeName, typeName),
    async () => {
      const [row] = await db
        .insert(companyTypes)
        .values({ typeName })
        .returning({ id: companyTypes.id, type_name: companyTypes.typeName });
      return row!;
    },
    `A company type named '${typeName}' already exists.`,
  );
}

export async function listInvestTypes(db: Database): Promise<InvestType[]> {
  return db
    .select({ id: investTypes.id, type_name: investTypes.typeName })
    .from(investTypes)
    .orderBy(asc(investTypes.typeName));
}

export async function addInvestType(
  db: Database,
  typeName: string,
): Promise<InvestType> {
  return insertUnique(
    () => nameTaken(db, investTypes, investTypes.typeName, typeName),
    async () => {
      const [row] = await db
        .insert(investTypes)
        .values({ typeName })
        .returning({ id: investTypes.id, type_name: investTypes.typeName });
      return row!;
    },
    `An investment type named '${typeName}' already exists.`,
  );
}

function selectCompanies(db: Database) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      company_type_id: companies.companyTypeId,
      typeName: companyTypes.typeName,
    })
    .from(companies)
    .innerJoin(companyTypes, eq(companyTypes.id, companies.companyTypeId));
}

type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

function toCompany({ typeName, ...company }: CompanyRow): Company {
  return { ...company, investment_company_types: { type_name: typeName } };
}

export async function listCompanies(db: Database): Promise<Company[]> {
  const rows = await selectCompanies(db).orderBy(asc(companies.name));
  return rows.map(toCompany);
}

const UNKNOWN_COMPANY_TYPE = "company_type_id does not match any company type.";

export async function addCompany(
  db: Database,
  name: string,
  companyTypeId: string,
): Promise<Company> {
  if (!isUuid(companyTypeId)) throw new BadRequest(UNKNOWN_COMPANY_TYPE);
  return insertUnique(
    () => nameTaken(db, companies, companies.name, name),
    async () => {
      try {
        const [row] = await db
          .insert(companies)
          .values({ name, companyTypeId })
          .returning({ id: companies.id });
        const [company] = await selectCompanies(db).where(
          eq(companies.id, row!.id),
        );
        return toCompany(company!);
      } catch (error) {
        if (violatedConstraint(error, "foreignKey") !== undefined) {
          throw new BadRequest(UNKNOWN_COMPANY_TYPE);
        }
        throw error;
      }
    },
    `A company named '${name}' already exists.`,
  );
}
