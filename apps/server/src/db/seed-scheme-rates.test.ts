import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database.ts";
import type { DatabaseHandle } from "./database.ts";
import { schemeRates } from "./schema.ts";
import { seedSchemeRates } from "./seed-scheme-rates.ts";

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const NOW = new Date("2026-11-28T06:00:00.000Z");

describe("seeding the scheme rates", () => {
  it("enters every quarter of core's history into an empty table", async () => {
    expect(await seedSchemeRates(database.db, NOW)).toBe(
      SCHEME_RATE_HISTORY.length,
    );
    expect(await database.db.$count(schemeRates)).toBe(
      SCHEME_RATE_HISTORY.length,
    );
  });

  it("enters nothing the second time", async () => {
    await seedSchemeRates(database.db, NOW);
    expect(await seedSchemeRates(database.db, NOW)).toBe(0);
  });

  it("enters only the quarters the table lacks, leaving an admin's correction as it is", async () => {
    const first = SCHEME_RATE_HISTORY[0]!;
    await database.db.insert(schemeRates).values({
      ...first,
      rates: { ...first.rates, ppf: 7.0 },
      updatedAt: NOW,
    });
    expect(await seedSchemeRates(database.db, NOW)).toBe(
      SCHEME_RATE_HISTORY.length - 1,
    );
    const [kept] = await database.db
      .select({ rates: schemeRates.rates })
      .from(schemeRates)
      .where(eq(schemeRates.quarterStart, first.quarterStart));
    expect(kept?.rates.ppf).toBe(7.0);
  });

  it("ends with one row per quarter when two servers seed at once", async () => {
    await Promise.all([
      seedSchemeRates(database.db, NOW),
      seedSchemeRates(database.db, NOW),
    ]);
    expect(await database.db.$count(schemeRates)).toBe(
      SCHEME_RATE_HISTORY.length,
    );
  });
});
