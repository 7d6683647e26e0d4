import type { Company } from "@kosh/core/contracts/reference-lists";
import { asc, eq } from "drizzle-orm";
import { violatedConstraint } from "../../db/constraint-violation.ts";
import type { Database } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import { companies, companyTypes, investments } from "../../db/schema.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import {
  counted,
  deleteUnlessUsed,
  nameTaken,
  saveUniquelyNamed,
} from "./reference-lists.repo.ts";

const COMPANY_NOT_FOUND = "Company not found.";
const UNKNOWN_COMPANY_TYPE = "company_type_id does not match any company type.";

const companyNameColumns = { id: companies.id, name: companies.name };

function companyTaken(name: string) {
  return `A company named '${name}' already exists.`;
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

/**
 * A company embeds its type's name as `investment_company_types`, the field name the API has always
 * used.
 */
function toCompany({ typeName, ...company }: CompanyRow): Company {
  return { ...company, investment_company_types: { type_name: typeName } };
}

async function companyById(db: Database, id: string): Promise<Company> {
  const [row] = await selectCompanies(db).where(eq(companies.id, id));
  if (!row) throw new NotFound(COMPANY_NOT_FOUND);
  return toCompany(row);
}

export async function listCompanies(db: Database): Promise<Company[]> {
  const rows = await selectCompanies(db).orderBy(asc(companies.name));
  return rows.map(toCompany);
}

/** Runs a write that names a company type, turning a type that does not exist into a 400. */
async function withKnownCompanyType<T>(
  companyTypeId: string,
  write: () => Promise<T>,
): Promise<T> {
  if (!isUuid(companyTypeId)) throw new BadRequest(UNKNOWN_COMPANY_TYPE);
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error, "missingReference") !== undefined) {
      throw new BadRequest(UNKNOWN_COMPANY_TYPE);
    }
    throw error;
  }
}

export async function addCompany(
  db: Database,
  name: string,
  companyTypeId: string,
): Promise<Company> {
  return withKnownCompanyType(companyTypeId, () =>
    saveUniquelyNamed(
      () => nameTaken(db, companies, companyNameColumns, name),
      async () => {
        const [row] = await db
          .insert(companies)
          .values({ name, companyTypeId })
          .returning({ id: companies.id });
        return companyById(db, row!.id);
      },
      companyTaken(name),
    ),
  );
}

export async function updateCompany(
  db: Database,
  id: string,
  name: string,
  companyTypeId: string,
): Promise<Company> {
  if (!isUuid(id)) throw new NotFound(COMPANY_NOT_FOUND);
  return withKnownCompanyType(companyTypeId, () =>
    saveUniquelyNamed(
      () => nameTaken(db, companies, companyNameColumns, name, id),
      async () => {
        const [row] = await db
          .update(companies)
          .set({ name, companyTypeId })
          .where(eq(companies.id, id))
          .returning({ id: companies.id });
        if (!row) throw new NotFound(COMPANY_NOT_FOUND);
        return companyById(db, row.id);
      },
      companyTaken(name),
    ),
  );
}

export async function deleteCompany(db: Database, id: string) {
  if (!isUuid(id)) throw new NotFound(COMPANY_NOT_FOUND);
  return deleteUnlessUsed(
    async () => {
      const [row] = await db
        .delete(companies)
        .where(eq(companies.id, id))
        .returning({ name: companies.name });
      return row;
    },
    () => db.$count(investments, eq(investments.companyId, id)),
    (uses) =>
      `This company is used by ${counted(uses, "investment", "investments")}, so it cannot be deleted.`,
    COMPANY_NOT_FOUND,
  );
}
