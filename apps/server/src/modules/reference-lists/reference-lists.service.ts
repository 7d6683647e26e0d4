import { type MessageKey, message } from "@kosh/core/contracts/message";
import type {
  Company,
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import type { InstitutionCover } from "@kosh/core/deposits/deposit-insurance";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import {
  type ConstraintKind,
  violatedConstraint,
} from "../../db/constraint-violation.ts";
import type { Database } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import { BadRequest, Conflict, NotFound } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import {
  companyById,
  setCompanyTypeCover,
  companyNameTaken,
  deleteCompanyRow,
  insertCompany,
  investmentsOfCompany,
  listCompanies,
  updateCompanyRow,
} from "./companies.repo.ts";
import {
  companiesOfType,
  deleteType,
  insertType,
  investmentsOfType,
  listTypes,
  renameType,
  setInvestTypeScheme,
  type TypeEntry,
  type TypeListName,
  typeNameTaken,
} from "./reference-lists.repo.ts";

/** Runs a write, throwing the error `instead` makes when it breaks a constraint of this kind. */
async function unlessViolated<T>(
  write: () => Promise<T>,
  kind: ConstraintKind,
  instead: () => Error | Promise<Error>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error, kind) === undefined) throw error;
    throw await instead();
  }
}

/**
 * Saves an entry unless its name is taken. The check gives the common case its message; the
 * unique index on lower(name) catches two admins saving the same name in the same instant.
 */
async function saveUniquelyNamed<T>(
  taken: () => Promise<boolean>,
  save: () => Promise<T>,
  duplicateMessage: string,
): Promise<T> {
  if (await taken()) throw new Conflict(duplicateMessage);
  return unlessViolated(save, "unique", () => new Conflict(duplicateMessage));
}

/** Deletes an entry nothing refers to; the foreign keys refuse the rest, and the count says why. */
async function deleteUnlessUsed(
  remove: () => Promise<{ name: string } | undefined>,
  uses: () => Promise<number>,
  inUseMessage: (uses: number) => string,
  notFoundMessage: string,
): Promise<void> {
  return unlessViolated(
    async () => {
      if (!(await remove())) throw new NotFound(notFoundMessage);
    },
    "stillReferenced",
    async () => new Conflict(inUseMessage(await uses())),
  );
}

/** How many entries use the one to delete, in its message: `one` for a single use, else `many`. */
function inUse(one: MessageKey, many: MessageKey) {
  return (count: number) =>
    count === 1 ? message(one) : message(many, { count });
}

/**
 * What tells the two lists of types apart: their table, their words, what uses an entry and what
 * an entry holds beyond its name.
 */
interface TypeList<Entry> {
  table: TypeListName;
  notFound: string;
  taken: (typeName: string) => string;
  uses: (db: Database, id: string) => Promise<number>;
  inUse: (uses: number) => string;
  entry: (row: TypeEntry) => Entry;
}

/** A row read without the column its list always selects: the repository and the list disagree. */
function missingColumn(column: string): never {
  throw new Error(`A type list's row came without ${column}`);
}

const COMPANY_TYPE_NOT_FOUND = message("lists.companyTypeNotFound");

const COMPANY_TYPES: TypeList<CompanyType> = {
  table: "companyTypes",
  notFound: COMPANY_TYPE_NOT_FOUND,
  taken: (name) => message("lists.companyTypeTaken", { name }),
  uses: companiesOfType,
  inUse: inUse("lists.companyTypeInUseOne", "lists.companyTypeInUse"),
  entry: ({ id, type_name, cover }) => ({
    id,
    type_name,
    cover: cover ?? missingColumn("cover"),
  }),
};

const INVEST_TYPES: TypeList<InvestType> = {
  table: "investTypes",
  notFound: message("lists.investTypeNotFound"),
  taken: (name) => message("lists.investTypeTaken", { name }),
  uses: investmentsOfType,
  inUse: inUse("lists.investTypeInUseOne", "lists.investTypeInUse"),
  entry: ({ id, type_name, scheme }) => ({
    id,
    type_name,
    scheme: scheme ?? missingColumn("scheme"),
  }),
};

const schemeInUse = inUse(
  "lists.investTypeSchemeInUseOne",
  "lists.investTypeSchemeInUse",
);

/** Listing, adding, renaming and deleting the entries of one list of types. */
function typeListService<Entry>(db: Database, list: TypeList<Entry>) {
  const { table, notFound, entry } = list;
  return {
    list: async (): Promise<Entry[]> => (await listTypes(db, table)).map(entry),

    add: (typeName: string): Promise<Entry> =>
      saveUniquelyNamed(
        () => typeNameTaken(db, table, typeName),
        async () => entry(await insertType(db, table, typeName)),
        list.taken(typeName),
      ),

    async rename(id: string, typeName: string): Promise<Entry> {
      if (!isUuid(id)) throw new NotFound(notFound);
      return saveUniquelyNamed(
        () => typeNameTaken(db, table, typeName, id),
        async () => {
          const renamed = await renameType(db, table, id, typeName);
          if (!renamed) throw new NotFound(notFound);
          return entry(renamed);
        },
        list.taken(typeName),
      );
    },

    async remove(id: string): Promise<void> {
      if (!isUuid(id)) throw new NotFound(notFound);
      return deleteUnlessUsed(
        () => deleteType(db, table, id),
        () => list.uses(db, id),
        list.inUse,
        notFound,
      );
    },
  };
}

export type TypeListService<Entry> = ReturnType<typeof typeListService<Entry>>;

const COMPANY_NOT_FOUND = message("lists.companyNotFound");
const UNKNOWN_COMPANY_TYPE = message("lists.unknownCompanyType");

function companyTaken(name: string) {
  return message("lists.companyTaken", { name });
}

/** Runs a write that names a company type, turning a type that does not exist into a 400. */
async function withKnownCompanyType<T>(
  companyTypeId: string,
  write: () => Promise<T>,
): Promise<T> {
  if (!isUuid(companyTypeId)) throw new BadRequest(UNKNOWN_COMPANY_TYPE);
  return unlessViolated(
    write,
    "missingReference",
    () => new BadRequest(UNKNOWN_COMPANY_TYPE),
  );
}

function companyService(db: Database) {
  async function byId(id: string): Promise<Company> {
    const company = await companyById(db, id);
    if (!company) throw new NotFound(COMPANY_NOT_FOUND);
    return company;
  }

  return {
    list: () => listCompanies(db),

    add: (name: string, companyTypeId: string): Promise<Company> =>
      withKnownCompanyType(companyTypeId, () =>
        saveUniquelyNamed(
          () => companyNameTaken(db, name),
          async () => byId(await insertCompany(db, name, companyTypeId)),
          companyTaken(name),
        ),
      ),

    async update(
      id: string,
      name: string,
      companyTypeId: string,
    ): Promise<Company> {
      if (!isUuid(id)) throw new NotFound(COMPANY_NOT_FOUND);
      return withKnownCompanyType(companyTypeId, () =>
        saveUniquelyNamed(
          () => companyNameTaken(db, name, id),
          async () => {
            if (!(await updateCompanyRow(db, id, name, companyTypeId))) {
              throw new NotFound(COMPANY_NOT_FOUND);
            }
            return byId(id);
          },
          companyTaken(name),
        ),
      );
    },

    async remove(id: string): Promise<void> {
      if (!isUuid(id)) throw new NotFound(COMPANY_NOT_FOUND);
      return deleteUnlessUsed(
        () => deleteCompanyRow(db, id),
        () => investmentsOfCompany(db, id),
        inUse("lists.companyInUseOne", "lists.companyInUse"),
        COMPANY_NOT_FOUND,
      );
    },
  };
}

/**
 * The reference lists' rules: names unique whatever their case, an entry in use never deleted
 * (the count says by how many), unknown ids answered 404 and unknown company types 400.
 */
export function createReferenceListService({ db }: Pick<Infrastructure, "db">) {
  return {
    /**
     * What stands behind deposits with this type of institution: DICGC's deposit insurance, the
     * Government of India, or neither (docs/product.md#deposit-insurance).
     */
    async setCover(
      companyTypeId: string,
      cover: InstitutionCover,
    ): Promise<{ id: string; cover: InstitutionCover }> {
      const missing = new NotFound(COMPANY_TYPE_NOT_FOUND);
      if (!isUuid(companyTypeId)) throw missing;
      if (!(await setCompanyTypeCover(db, companyTypeId, cover))) throw missing;
      return { id: companyTypeId, cover };
    },
    /**
     * How investments of a type earn (docs/product.md#schemes-in-my-investments): refused with a
     * 409 counting them while investments use the type, since they would be counted another way.
     */
    async setInvestTypeScheme(
      investTypeId: string,
      scheme: InvestmentScheme,
    ): Promise<InvestType> {
      const missing = new NotFound(INVEST_TYPES.notFound);
      if (!isUuid(investTypeId)) throw missing;
      const answer = await setInvestTypeScheme(db, investTypeId, scheme);
      if (!answer) throw missing;
      if ("inUse" in answer) throw new Conflict(schemeInUse(answer.inUse));
      return INVEST_TYPES.entry(answer);
    },
    companyTypes: typeListService(db, COMPANY_TYPES),
    investTypes: typeListService(db, INVEST_TYPES),
    companies: companyService(db),
  };
}
