import type { Investment } from "@kosh/core/contracts/investments";
import { schemeReminderDue } from "@kosh/core/contracts/reminders";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { addDays } from "@kosh/core/format/date";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { answer } from "../../../test/filled-household.ts";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import { queryRows } from "../../../test/query-rows.ts";
import { atTenInIndia } from "../../../test/reminder-mails.ts";
import type { Caller } from "../../../test/tracker-harness.ts";
import { investTypes } from "../../db/schema.ts";
import { createReminderSweep } from "./reminder-sweep.ts";

/**
 * A recurring deposit opened on each day of January 2027 for three years: its instalments fall
 * on that day of each month, or on a shorter month's last (the 29th, 30th and 31st on 28 February
 * 2027 and 29 February 2028). Those opened on an even day are of a second type of recurring
 * deposit (`otherRdType`): the sweep reads each type's by an index of its own.
 */
const rdsOpenedOnEveryDayOfAMonth = (
  lists: SeededLists,
  owner: Caller,
  otherRdType: string,
) =>
  Promise.all(
    Array.from({ length: 31 }, (_, index) => {
      const day = String(index + 1).padStart(2, "0");
      return answer<Investment>(owner, 201, "POST", "/api/investments", {
        company_id: lists.companyId("State Bank of India"),
        invest_type_id:
          index % 2 === 1
            ? otherRdType
            : lists.investTypeId("Recurring Deposit"),
        monthly_instalment: 1_000,
        rate_of_interest: 6.7,
        start_date: `2027-01-${day}`,
        end_date: `2030-01-${day}`,
      });
    }),
  );

/** A PPF account opened in FY 2026-27 and a Sukanya account in FY 2025-26, nothing deposited since. */
const accountsWithoutLaterDeposits = (lists: SeededLists, owner: Caller) =>
  Promise.all(
    (
      [
        ["PPF", 7.1, "2026-06-10"],
        ["Sukanya Samriddhi", 8.2, "2025-05-20"],
      ] as const
    ).map(([type, rate, start_date]) =>
      answer<Investment>(owner, 201, "POST", "/api/investments", {
        company_id: lists.companyId("India Post"),
        invest_type_id: lists.investTypeId(type),
        principal_amount: 10_000,
        rate_of_interest: rate,
        start_date,
      }),
    ),
  );

const key = (row: { investment_id: string; kind: string; due_on: string }) =>
  `${row.investment_id} ${row.kind} ${row.due_on}`;

describe("the sweep reading only the scheme candidates that can be due", () => {
  // 455 sweeps in PGlite: over the default 20 s on a busy machine.
  it(
    "queues, every day from February 2027 to April 2028, exactly what the rule finds due among all the RDs and accounts",
    { timeout: 60_000 },
    async ({ tracker, lists }) => {
      atTenInIndia(tracker, "2027-02-01");
      const saver = await tracker.signedInUser("narrowed-sweep");
      // A second type of recurring deposit, as an admin may add to the list.
      const [otherRdType] = await tracker.server.db
        .insert(investTypes)
        .values({ typeName: "Post Office RD", scheme: "recurring_deposit" })
        .returning({ id: investTypes.id });
      const schemeInvestments = [
        ...(await rdsOpenedOnEveryDayOfAMonth(lists, saver, otherRdType!.id)),
        ...(await accountsWithoutLaterDeposits(lists, saver)),
      ];
      const { sweep } = createReminderSweep(tracker.server.app);

      // What core's rule finds due, each day, among every one of them, unnarrowed.
      const expected = new Set<string>();
      for (
        let today = "2027-02-01";
        today <= "2028-04-30";
        today = addDays(today, 1)
      ) {
        for (const investment of schemeInvestments) {
          const due = schemeReminderDue(depositTermsOf(investment), today);
          if (due)
            expected.add(
              key({
                investment_id: investment.id,
                kind: due.kind,
                due_on: due.dueOn,
              }),
            );
        }
        atTenInIndia(tracker, today);
        await sweep(tracker.server.app.log);
        const queued = await queryRows<{
          investment_id: string;
          kind: string;
          due_on: string;
        }>(
          tracker.server.db,
          sql`select investment_id, kind, due_on::text as due_on from scheme_reminders_sent`,
        );
        // A reminder left out today would be missing until its day, or for good.
        expect(queued.map(key).sort(), today).toEqual([...expected].sort());
      }

      // The month ends and the accounts' windows were among them.
      const [rdOn29th, rdOn31st] = [28, 30].map(
        (index) => schemeInvestments[index]!.id,
      );
      const [ppf, sukanya] = schemeInvestments.slice(31).map(({ id }) => id);
      expect([...expected]).toEqual(
        expect.arrayContaining([
          `${rdOn29th} rd_instalment 2027-02-28`,
          `${rdOn31st} rd_instalment 2027-02-28`,
          `${rdOn31st} rd_instalment 2027-04-30`,
          `${rdOn29th} rd_instalment 2028-02-29`,
          `${rdOn31st} rd_instalment 2028-02-29`,
          `${sukanya} account_year_end 2027-03-15`,
          `${ppf} account_year_start 2027-04-01`,
          `${ppf} account_year_end 2028-03-15`,
          `${sukanya} account_year_start 2028-04-01`,
        ]),
      );
    },
  );
});
