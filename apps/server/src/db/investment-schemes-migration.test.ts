import {
  SCHEME_OF_TYPE_NAME,
  schemeOfTypeName,
} from "@kosh/core/deposits/investment-scheme";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  databaseMigratedUpTo,
  koshAfterUpgrade,
} from "../../test/database-before-migration.ts";
import { queryRows } from "../../test/query-rows.ts";

/** The migration before schemes (0010_scheme_rates), by its index in drizzle/meta/_journal.json. */
const BEFORE_SCHEMES = 10;

/** Adds investment types by name to a database of that time, answering their ids by name. */
async function typesNamed(client: PGlite, names: readonly string[]) {
  const ids = new Map<string, string>();
  for (const name of names) {
    const { rows } = await client.query<{ id: string }>(
      "insert into invest_types (type_name) values ($1) returning id",
      [name],
    );
    ids.set(name, rows[0]!.id);
  }
  return ids;
}

/** A person's investment of that time, at the first company, answering its id. */
async function investmentOf(
  client: PGlite,
  investTypeId: string,
  principal: number,
): Promise<string> {
  const { rows: people } = await client.query<{ id: string }>(
    "insert into users (email) values ('saver-' || gen_random_uuid() || '@kosh.test') returning id",
  );
  const { rows: kinds } = await client.query<{ id: string }>(
    "insert into company_types (type_name) values ('Post Office ' || gen_random_uuid()) returning id",
  );
  const { rows: companies } = await client.query<{ id: string }>(
    "insert into companies (name, company_type_id) values ('India Post ' || gen_random_uuid(), $1) returning id",
    [kinds[0]!.id],
  );
  const { rows } = await client.query<{ id: string }>(
    `insert into investments (user_id, company_id, invest_type_id, principal_amount,
       rate_of_interest, start_date, end_date, maturity_amount)
     values ($1, $2, $3, $4, 7.1, '2022-05-01', '2037-04-01', $4) returning id`,
    [people[0]!.id, companies[0]!.id, investTypeId, principal],
  );
  return rows[0]!.id;
}

const schemesOfTypes = (kosh: Awaited<ReturnType<typeof koshAfterUpgrade>>) =>
  queryRows<{ type_name: string; scheme: string }>(
    kosh.db,
    sql`select type_name, scheme from invest_types order by lower(type_name)`,
  );

describe("the investment types of an earlier Kosh (migration 0011)", () => {
  it("earn by the scheme their name says, however it is written; the rest stay term deposits", async () => {
    const client = await databaseMigratedUpTo(BEFORE_SCHEMES);
    // Every usual name, in another case or with extra spaces, an apostrophe, and a name of one's own.
    const names = [
      ...Object.keys(SCHEME_OF_TYPE_NAME).map((name, index) =>
        index % 2 ? name.toUpperCase() : `  ${name.replaceAll(" ", "   ")} `,
      ),
      "Senior Citizens' Savings Scheme",
      "Tax-free Bonds",
    ];
    await typesNamed(client, names);

    const kosh = await koshAfterUpgrade(client);
    try {
      const schemes = Object.fromEntries(
        (await schemesOfTypes(kosh)).map((row) => [row.type_name, row.scheme]),
      );
      expect(schemes).toEqual(
        Object.fromEntries(names.map((name) => [name, schemeOfTypeName(name)])),
      );
      expect(schemes["Senior Citizens' Savings Scheme"]).toBe("scss");
      expect(schemes["Tax-free Bonds"]).toBe("term_deposit");
      // Every scheme had a type already, so none was added.
      expect(Object.keys(schemes)).toHaveLength(names.length);
    } finally {
      await kosh.close();
    }
  });

  it("gain, once, a type for each scheme none of them earns by", async () => {
    const client = await databaseMigratedUpTo(BEFORE_SCHEMES);
    await typesNamed(client, ["Fixed Deposit", "ppf"]);

    const kosh = await koshAfterUpgrade(client);
    try {
      expect(await schemesOfTypes(kosh)).toEqual([
        { type_name: "Fixed Deposit", scheme: "term_deposit" },
        { type_name: "KVP", scheme: "kvp" },
        { type_name: "NSC", scheme: "nsc" },
        { type_name: "Post Office MIS", scheme: "post_office_mis" },
        { type_name: "Post Office Time Deposit", scheme: "post_office_td" },
        { type_name: "ppf", scheme: "ppf" },
        { type_name: "Recurring Deposit", scheme: "recurring_deposit" },
        { type_name: "Senior Citizens Savings Scheme", scheme: "scss" },
        { type_name: "Sukanya Samriddhi", scheme: "sukanya_samriddhi" },
      ]);
    } finally {
      await kosh.close();
    }
  });

  it("are not added to a database with no types, which the seed fills at start-up", async () => {
    const kosh = await koshAfterUpgrade(
      await databaseMigratedUpTo(BEFORE_SCHEMES),
    );
    try {
      expect(await schemesOfTypes(kosh)).toEqual([]);
    } finally {
      await kosh.close();
    }
  });
});

describe("the PPF accounts of an earlier Kosh (migration 0011)", () => {
  it("hold their principal as one deposit on the day they opened; other investments have none", async () => {
    const client = await databaseMigratedUpTo(BEFORE_SCHEMES);
    const types = await typesNamed(client, ["PPF", "Recurring Deposit"]);
    const ppf = await investmentOf(client, types.get("PPF")!, 1_20_000);
    const rd = await investmentOf(
      client,
      types.get("Recurring Deposit")!,
      60_000,
    );

    const kosh = await koshAfterUpgrade(client);
    try {
      expect(
        await queryRows(
          kosh.db,
          sql`select investment_id, deposit_date::text as deposit_date, amount::float as amount from investment_deposits`,
        ),
      ).toEqual([
        { investment_id: ppf, deposit_date: "2022-05-01", amount: 1_20_000 },
      ]);
      expect(
        await queryRows(
          kosh.db,
          sql`select monthly_instalment from investments where id = ${rd}`,
        ),
      ).toEqual([{ monthly_instalment: null }]);
    } finally {
      await kosh.close();
    }
  });
});
