import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  databaseMigratedUpTo,
  koshAfterUpgrade,
} from "../../test/database-before-migration.ts";
import { queryRows } from "../../test/query-rows.ts";

/** The migration before a company type's cover (0013_ppf_extension), by its index in drizzle/meta/_journal.json. */
const BEFORE_COVER = 13;

describe(
  "the company types of an earlier Kosh (migration 0014)",
  { timeout: 90_000 },
  () => {
    it("keep their answer: insured ones are covered by deposit insurance, the post office and the Government by the Government of India, the rest by nothing", async () => {
      const client = await databaseMigratedUpTo(BEFORE_COVER);
      for (const [name, insured] of [
        ["Bank", true],
        ["Co-operative Bank", true],
        ["NBFC", false],
        ["post office", false],
        ["Government", false],
        ["Corporate", false],
      ] as const) {
        await client.query(
          "insert into company_types (type_name, deposits_insured) values ($1, $2)",
          [name, insured],
        );
      }

      const kosh = await koshAfterUpgrade(client);
      try {
        expect(
          await queryRows<{ type_name: string; cover: string }>(
            kosh.db,
            sql`select type_name, cover from company_types order by lower(type_name)`,
          ),
        ).toEqual([
          { type_name: "Bank", cover: "deposit_insurance" },
          { type_name: "Co-operative Bank", cover: "deposit_insurance" },
          { type_name: "Corporate", cover: "none" },
          { type_name: "Government", cover: "government" },
          { type_name: "NBFC", cover: "none" },
          { type_name: "post office", cover: "government" },
        ]);
        await expect(
          kosh.db.execute(
            sql`update company_types set cover = 'insured' where type_name = 'Bank'`,
          ),
        ).rejects.toThrow();
      } finally {
        await kosh.close();
      }
    });
  },
);
