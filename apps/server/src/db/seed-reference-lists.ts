import type { InstitutionCover } from "@kosh/core/deposits/deposit-insurance";
import { schemeOfTypeName } from "@kosh/core/deposits/investment-scheme";
import type { Database } from "./database.ts";
import { companies, companyTypes, investTypes } from "./schema.ts";

export const SEED_COMPANY_TYPES = [
  "Bank",
  "Small Finance Bank",
  "NBFC",
  "Post Office",
  "Government",
  "Corporate",
] as const;

/** Each earns by the scheme its name says (schemeOfTypeName): Bonds as a term deposit. */
export const SEED_INVEST_TYPES = [
  "Fixed Deposit",
  "Corporate FD",
  "Recurring Deposit",
  "PPF",
  "Sukanya Samriddhi",
  "NSC",
  "KVP",
  "Senior Citizens Savings Scheme",
  "Post Office MIS",
  "Post Office Time Deposit",
  "Bonds",
] as const;

type SeedCompanyType = (typeof SEED_COMPANY_TYPES)[number];

/**
 * What stands behind each type's deposits (docs/product.md#deposit-insurance); admins can change
 * it: DICGC insures banks' deposits, the Government of India backs the post office's and its own
 * bonds, nothing an NBFC's or a company's.
 */
export const SEED_COMPANY_TYPE_COVER: Readonly<
  Record<SeedCompanyType, InstitutionCover>
> = {
  Bank: "deposit_insurance",
  "Small Finance Bank": "deposit_insurance",
  NBFC: "none",
  "Post Office": "government",
  Government: "government",
  Corporate: "none",
};

/** Well-known Indian deposit takers, each under the kind of institution the RBI licenses it as. */
export const SEED_COMPANIES: readonly {
  name: string;
  type: SeedCompanyType;
}[] = [
  { name: "State Bank of India", type: "Bank" },
  { name: "HDFC Bank", type: "Bank" },
  { name: "ICICI Bank", type: "Bank" },
  { name: "Axis Bank", type: "Bank" },
  { name: "Punjab National Bank", type: "Bank" },
  { name: "Bank of Baroda", type: "Bank" },
  { name: "Kotak Mahindra Bank", type: "Bank" },
  { name: "AU Small Finance Bank", type: "Small Finance Bank" },
  { name: "Ujjivan Small Finance Bank", type: "Small Finance Bank" },
  { name: "Bajaj Finance", type: "NBFC" },
  { name: "Shriram Finance", type: "NBFC" },
  { name: "Mahindra Finance", type: "NBFC" },
  { name: "India Post", type: "Post Office" },
];

/**
 * Fills the reference lists of a fresh database, so the add-investment form has something to
 * offer before an admin has added anything. A database where any list already has a row is left
 * alone: the admin's lists are theirs. Servers starting together against one PostgreSQL may both
 * get here; the unique names make the second one's inserts no-ops.
 */
export async function seedReferenceLists(db: Database): Promise<boolean> {
  const existing =
    (await db.$count(companyTypes)) +
    (await db.$count(investTypes)) +
    (await db.$count(companies));
  if (existing > 0) return false;

  await db.transaction(async (tx) => {
    await tx
      .insert(companyTypes)
      .values(
        SEED_COMPANY_TYPES.map((typeName) => ({
          typeName,
          cover: SEED_COMPANY_TYPE_COVER[typeName],
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(investTypes)
      .values(
        SEED_INVEST_TYPES.map((typeName) => ({
          typeName,
          scheme: schemeOfTypeName(typeName),
        })),
      )
      .onConflictDoNothing();
    const types = await tx
      .select({ id: companyTypes.id, typeName: companyTypes.typeName })
      .from(companyTypes);
    const typeId = new Map(types.map((type) => [type.typeName, type.id]));
    await tx
      .insert(companies)
      .values(
        SEED_COMPANIES.map((company) => ({
          name: company.name,
          companyTypeId: typeId.get(company.type)!,
        })),
      )
      .onConflictDoNothing();
  });
  return true;
}
