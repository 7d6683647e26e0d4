import type { Company } from "@kosh/core/contracts/reference-lists";
import type { InstitutionCover } from "@kosh/core/deposits/deposit-insurance";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { companies, companyTypes, investments } from "../../db/schema.ts";
import { nameTaken } from "./reference-lists.repo.ts";

function selectCompanies(db: Database) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      company_type_id: companies.companyTypeId,
      typeName: companyTypes.typeName,
      cover: companyTypes.cover,
    })
    .from(companies)
    .innerJoin(companyTypes, eq(companyTypes.id, companies.companyTypeId));
}

type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

/**
 * A company embeds its type's name as `investment_company_types`, the field name the API has always
 * used.
 */
function toCompany({ typeName, cover, ...company }: CompanyRow): Company {
  return {
    ...company,
    investment_company_types: { type_name: typeName, cover },
  };
}

/** Sets what stands behind deposits with this company type; false when no type has this id. */
export async function setCompanyTypeCover(
  db: Database,
  companyTypeId: string,
  cover: InstitutionCover,
): Promise<boolean> {
  const rows = await db
    .update(companyTypes)
    .set({ cover })
    .where(eq(companyTypes.id, companyTypeId))
    .returning({ id: companyTypes.id });
  return rows.length > 0;
}

export async function companyById(
  db: Database,
  id: string,
): Promise<Company | undefined> {
  const [row] = await selectCompanies(db).where(eq(companies.id, id));
  return row && toCompany(row);
}

export async function listCompanies(db: Database): Promise<Company[]> {
  const rows = await selectCompanies(db).orderBy(asc(companies.name));
  return rows.map(toCompany);
}

export function companyNameTaken(
  db: Database,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  return nameTaken(
    db,
    companies,
    { id: companies.id, name: companies.name },
    name,
    exceptId,
  );
}

/** The new company's id. */
export async function insertCompany(
  db: Database,
  name: string,
  companyTypeId: string,
): Promise<string> {
  const [row] = await db
    .insert(companies)
    .values({ name, companyTypeId })
    .returning({ id: companies.id });
  return row!.id;
}

/** Whether a company has this id (and now this name and type). */
export async function updateCompanyRow(
  db: Database,
  id: string,
  name: string,
  companyTypeId: string,
): Promise<boolean> {
  const [row] = await db
    .update(companies)
    .set({ name, companyTypeId })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  return row !== undefined;
}

/** The deleted company's name, or undefined when no company has this id. */
export async function deleteCompanyRow(
  db: Database,
  id: string,
): Promise<{ name: string } | undefined> {
  const [row] = await db
    .delete(companies)
    .where(eq(companies.id, id))
    .returning({ name: companies.name });
  return row;
}

export function investmentsOfCompany(db: Database, companyId: string) {
  return db.$count(investments, eq(investments.companyId, companyId));
}
