import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database.ts";
import type { DatabaseHandle } from "./database.ts";
import { companies, companyTypes, investTypes } from "./schema.ts";
import {
  SEED_COMPANIES,
  SEED_COMPANY_TYPES,
  SEED_INVEST_TYPES,
  seedReferenceLists,
} from "./seed-reference-lists.ts";

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const counts = async () => ({
  companyTypes: await database.db.$count(companyTypes),
  investTypes: await database.db.$count(investTypes),
  companies: await database.db.$count(companies),
});

describe("seeding the reference lists", () => {
  it("fills an empty database with the company types, investment types and companies", async () => {
    expect(await seedReferenceLists(database.db)).toBe(true);
    expect(await counts()).toEqual({
      companyTypes: SEED_COMPANY_TYPES.length,
      investTypes: SEED_INVEST_TYPES.length,
      companies: SEED_COMPANIES.length,
    });
  });

  it("does nothing the second time, so a restart adds no duplicates", async () => {
    await seedReferenceLists(database.db);
    expect(await seedReferenceLists(database.db)).toBe(false);
    expect((await counts()).companies).toBe(SEED_COMPANIES.length);
  });

  it("leaves alone a database where an admin has already started a list", async () => {
    await database.db
      .insert(investTypes)
      .values({ typeName: "Tax-free Bonds" });
    expect(await seedReferenceLists(database.db)).toBe(false);
    expect(await counts()).toEqual({
      companyTypes: 0,
      investTypes: 1,
      companies: 0,
    });
  });

  it("ends with one copy of each list when two servers seed at once", async () => {
    await Promise.all([
      seedReferenceLists(database.db),
      seedReferenceLists(database.db),
    ]);
    expect(await counts()).toEqual({
      companyTypes: SEED_COMPANY_TYPES.length,
      investTypes: SEED_INVEST_TYPES.length,
      companies: SEED_COMPANIES.length,
    });
  });
});
