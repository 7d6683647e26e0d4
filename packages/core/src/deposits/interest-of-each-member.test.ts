import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../format/date.ts";
import type { DepositTerms } from "./deposit-value.ts";
import { INTEREST_SCHEDULES } from "./interest-schedule.ts";
import {
  type HeldEarningDeposit,
  interestIncomeByMember,
} from "./interest-income-by-member.ts";

// docs/product.md#tax-year-interest: ₹1,00,000 at 7 % compounded quarterly from 2024-04-01 to
// 2026-04-01 earns ₹7,186 in FY 2024-25 and ₹7,702 in FY 2025-26.
const fd: DepositTerms = {
  principal: 100_000,
  rate: 7,
  startDate: "2024-04-01",
  endDate: "2026-04-01",
  schedule: "cumulative_quarterly",
};
const held = (
  id: string,
  companyId: string,
  holderIds: string[],
  terms: DepositTerms = fd,
): HeldEarningDeposit => ({
  id,
  companyId,
  companyName: companyId.toUpperCase(),
  terms,
  stopDate: terms.endDate,
  holderIds,
});

describe("each member's interest in a tax year", () => {
  it("gives a joint deposit's interest to its first holder, per institution", () => {
    const years = interestIncomeByMember([
      held("own", "sbi", ["asha"]),
      held("joint-ab", "hdfc", ["asha", "ravi"]),
      held("joint-ba", "sbi", ["ravi", "asha"]),
    ]);
    const year = years.find((entry) => entry.financial_year === "2024-25");
    expect(year?.total).toBe(3 * 7_186);
    expect(year?.members).toEqual([
      {
        member_id: "asha",
        total: 2 * 7_186,
        exempt: 0,
        taxable: 2 * 7_186,
        institutions: [
          { company_id: "hdfc", name: "HDFC", interest: 7_186 },
          { company_id: "sbi", name: "SBI", interest: 7_186 },
        ],
      },
      {
        member_id: "ravi",
        total: 7_186,
        exempt: 0,
        taxable: 7_186,
        institutions: [{ company_id: "sbi", name: "SBI", interest: 7_186 }],
      },
    ]);
  });

  it("keeps a member's PPF interest as exempt", () => {
    const ppf: DepositTerms = {
      principal: 150_000,
      rate: 7.1,
      startDate: "2025-04-01",
      endDate: "2041-04-01",
      schedule: null,
      scheme: "ppf",
      deposits: [{ date: "2025-04-01", amount: 150_000 }],
    };
    const [year] = interestIncomeByMember([
      held("ppf", "post", ["meera"], ppf),
    ]).filter((entry) => entry.financial_year === "2025-26");
    // ₹1,50,000 × 7.1 % for the year (docs/product.md#schemes-in-my-investments)
    expect(year?.members).toEqual([
      {
        member_id: "meera",
        total: 10_650,
        exempt: 10_650,
        taxable: 0,
        institutions: [{ company_id: "post", name: "POST", interest: 10_650 }],
      },
    ]);
  });

  it("refuses a deposit that names no holder", () => {
    expect(() => interestIncomeByMember([held("none", "sbi", [])])).toThrow(
      /holder_ids/,
    );
  });

  it("adds the members' parts up to the family's, every year, to the rupee", () => {
    const deposit = fc.record({
      companyId: fc.constantFrom("sbi", "hdfc", "post"),
      holderIds: fc.uniqueArray(fc.constantFrom("asha", "ravi", "meera"), {
        minLength: 1,
        maxLength: 3,
      }),
      principal: fc.integer({ min: 1_000, max: 5_000_000 }),
      rate: fc.double({ min: 0, max: 12, noNaN: true }),
      start: fc.date({
        min: new Date("2015-01-01"),
        max: new Date("2030-12-31"),
        noInvalidDate: true,
      }),
      days: fc.integer({ min: 1, max: 10 * 366 }),
      schedule: fc.constantFrom(...INTEREST_SCHEDULES),
    });
    fc.assert(
      fc.property(fc.array(deposit, { maxLength: 8 }), (drawn) => {
        const deposits = drawn.map((entry, index) => {
          const startDate = entry.start.toISOString().slice(0, 10);
          return held(`d${index}`, entry.companyId, entry.holderIds, {
            principal: entry.principal,
            rate: entry.rate,
            startDate,
            endDate: addDays(startDate, entry.days),
            schedule: entry.schedule,
          });
        });
        for (const year of interestIncomeByMember(deposits)) {
          const sum = (
            pick: (member: (typeof year.members)[number]) => number,
          ) => year.members.reduce((total, member) => total + pick(member), 0);
          expect(sum((member) => member.total)).toBe(year.total);
          expect(sum((member) => member.taxable)).toBe(year.taxable);
          expect(sum((member) => member.exempt)).toBe(year.exempt);
          for (const institution of year.institutions)
            expect(
              sum(
                (member) =>
                  member.institutions.find(
                    (entry) => entry.company_id === institution.company_id,
                  )?.interest ?? 0,
              ),
            ).toBe(institution.interest);
        }
      }),
    );
  });
});
