import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  databaseMigratedUpTo,
  koshAfterUpgrade,
} from "../../test/database-before-migration.ts";
import { queryRows } from "../../test/query-rows.ts";

/** The migration before households (0014_institution_cover), by its index in drizzle/meta/_journal.json. */
const BEFORE_HOUSEHOLDS = 14;

/** A person of that time with `count` fixed deposits, answering their id and their deposits' ids. */
async function personWithDeposits(
  client: PGlite,
  label: string,
  count: number,
) {
  const { rows: people } = await client.query<{ id: string }>(
    "insert into users (email, name) values ($1, $2) returning id",
    [`${label}@kosh.test`, label],
  );
  const { rows: kinds } = await client.query<{ id: string }>(
    "insert into company_types (type_name) values ('Bank ' || gen_random_uuid()) returning id",
  );
  const { rows: companies } = await client.query<{ id: string }>(
    "insert into companies (name, company_type_id) values ('Bank ' || gen_random_uuid(), $1) returning id",
    [kinds[0]!.id],
  );
  const { rows: types } = await client.query<{ id: string }>(
    "insert into invest_types (type_name) values ('FD ' || gen_random_uuid()) returning id",
  );
  const investmentIds: string[] = [];
  for (let index = 0; index < count; index++) {
    const { rows } = await client.query<{ id: string }>(
      `insert into investments (user_id, company_id, invest_type_id, principal_amount,
         rate_of_interest, start_date, end_date, maturity_amount)
       values ($1, $2, $3, 100000, 7, '2025-04-01', '2026-04-01', 107186) returning id`,
      [people[0]!.id, companies[0]!.id, types[0]!.id],
    );
    investmentIds.push(rows[0]!.id);
  }
  return { id: people[0]!.id, investmentIds };
}

describe("the people of an earlier Kosh (migrations 0015 and 0016)", () => {
  it("each get a household whose own member holds every one of their investments, and the reminders they were sent", async () => {
    const client = await databaseMigratedUpTo(BEFORE_HOUSEHOLDS);
    const asha = await personWithDeposits(client, "asha", 2);
    const ravi = await personWithDeposits(client, "ravi", 0);
    await client.query(
      "insert into reminders_sent (investment_id, lead_days, queued_at) values ($1, 7, now())",
      [asha.investmentIds[0]],
    );

    const kosh = await koshAfterUpgrade(client);
    try {
      const members = await queryRows<{
        id: string;
        household_id: string;
        user_id: string;
        relation: string;
        name: string | null;
      }>(
        kosh.db,
        sql`select id, household_id, user_id, relation, name from household_members order by household_id`,
      );
      expect(members.map(({ id: _, ...member }) => member)).toEqual(
        [asha.id, ravi.id].sort().map((id) => ({
          household_id: id,
          user_id: id,
          relation: "self",
          name: null,
        })),
      );
      const ashaSelf = members.find((member) => member.user_id === asha.id)!;
      const holders = await queryRows<{
        investment_id: string;
        member_id: string;
        position: number;
      }>(
        kosh.db,
        sql`select investment_id, member_id, position from investment_holders order by investment_id`,
      );
      expect(holders).toEqual(
        [...asha.investmentIds].sort().map((investment_id) => ({
          investment_id,
          member_id: ashaSelf.id,
          position: 0,
        })),
      );
      // Every reminder queued before went to the investment's owner (migration 0016).
      expect(
        await queryRows<{ user_id: string; lead_days: number }>(
          kosh.db,
          sql`select user_id, lead_days from reminders_sent`,
        ),
      ).toEqual([{ user_id: asha.id, lead_days: 7 }]);
    } finally {
      await kosh.close();
    }
  });
});
