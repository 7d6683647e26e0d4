import type { Member } from "@kosh/core/contracts/household";
import type { InterestIncome } from "@kosh/core/contracts/investments";
import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { describe, expect } from "vitest";
import { serverToday } from "../../server-today.ts";
import { it } from "../../../test/fixtures.ts";

/**
 * GET /api/investments/interest-income for a household (docs/product.md#tax-year-interest,
 * #tds-this-year): each member's part, and this year's member-and-bank pairs above the threshold.
 */
describe("the tax year of a household", () => {
  it("gives each first holder their interest, adding up to the family's, and names the pairs above the TDS threshold by each one's age", async ({
    tracker,
    lists,
  }) => {
    const person = await tracker.signedInUser("tax-household");
    const [own] = (
      await person.request("GET", "/api/household/members")
    ).json() as Member[];
    const mother = (
      await person.request("POST", "/api/household/members", {
        name: "Kamala",
        relation: "parent",
        date_of_birth: "1950-06-01",
      })
    ).json() as Member;

    const today = serverToday(tracker.server.app.now());
    const year = financialYearOf(today);
    const opened = `${Number(year.slice(0, 4)) - 1}-04-01`;
    const matures = `${Number(year.slice(0, 4)) + 2}-04-01`;
    // ₹10,00,000 at 7.5 % compounded quarterly earns about ₹80,000 in the year: above ₹50,000 for
    // a member under 60 (no date of birth), below ₹1,00,000 for a senior.
    const deposit = (holders: string[]) =>
      person.request("POST", "/api/investments", {
        company_id: lists.companyId("State Bank of India"),
        invest_type_id: lists.investTypeId("Fixed Deposit"),
        principal_amount: 1_000_000,
        rate_of_interest: 7.5,
        start_date: opened,
        end_date: matures,
        interest_schedule: "cumulative_quarterly",
        holder_ids: holders,
      });
    expect((await deposit([own!.id, mother.id])).statusCode).toBe(201);
    expect((await deposit([mother.id, own!.id])).statusCode).toBe(201);

    const income = (
      await person.request("GET", "/api/investments/interest-income")
    ).json() as InterestIncome;
    const current = income.years.find(
      (entry) => entry.financial_year === year,
    )!;
    expect(current.members.map((member) => member.member_id).sort()).toEqual(
      [own!.id, mother.id].sort(),
    );
    const sum = current.members.reduce(
      (total, member) => total + member.total,
      0,
    );
    expect(sum).toBe(current.total);
    const each = current.members[0]!.total;
    expect(each).toBeGreaterThan(50_000);
    expect(each).toBeLessThan(100_000);

    expect(income.tds).toEqual({
      financial_year: year,
      lines: [
        {
          member_id: own!.id,
          company_id: lists.companyId("State Bank of India"),
          name: "State Bank of India",
          projected_interest: each,
          threshold: 50_000,
          senior: false,
        },
      ],
    });
  });

  it("is the household's the request names, with no other household's deposits", async ({
    saver,
    neighbour,
    lists,
  }) => {
    await neighbour.request("POST", "/api/investments", {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 500_000,
      rate_of_interest: 7,
      start_date: "2024-04-01",
      end_date: "2026-04-01",
    });
    const income = (
      await saver.request("GET", "/api/investments/interest-income")
    ).json() as InterestIncome;
    expect(income.years).toEqual([]);
    expect(income.tds.lines).toEqual([]);
  });
});
