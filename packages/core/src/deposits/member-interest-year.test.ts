import { describe, expect, it } from "vitest";
import { memberInterestYear } from "./member-interest-year.ts";

const sbi = { company_id: "sbi", name: "State Bank of India" };
const year = {
  financial_year: "2025-26",
  total: 30_000,
  exempt: 5_000,
  taxable: 25_000,
  institutions: [{ ...sbi, interest: 30_000 }],
  investments: [
    { id: "asha-ravi", interest: 20_000, exempt: false },
    { id: "ravi-asha", interest: 5_000, exempt: false },
    { id: "ravi-ppf", interest: 5_000, exempt: true },
  ],
  members: [
    {
      member_id: "asha",
      total: 20_000,
      exempt: 0,
      taxable: 20_000,
      institutions: [{ ...sbi, interest: 20_000 }],
    },
    {
      member_id: "ravi",
      total: 10_000,
      exempt: 5_000,
      taxable: 5_000,
      institutions: [{ ...sbi, interest: 10_000 }],
    },
  ],
};
const investments = [
  { id: "asha-ravi", holder_ids: ["asha", "ravi"] },
  { id: "ravi-asha", holder_ids: ["ravi", "asha"] },
  { id: "ravi-ppf", holder_ids: ["ravi"] },
];

describe("one member's part of a tax year", () => {
  it("gives the member's figures and the deposits they hold first, not those they hold jointly", () => {
    expect(memberInterestYear(year, "ravi", investments)).toEqual({
      financial_year: "2025-26",
      total: 10_000,
      exempt: 5_000,
      taxable: 5_000,
      institutions: [{ ...sbi, interest: 10_000 }],
      investments: [
        { id: "ravi-asha", interest: 5_000, exempt: false },
        { id: "ravi-ppf", interest: 5_000, exempt: true },
      ],
    });
  });

  it("gives a member with no interest that year nothing, and Everyone the family's year", () => {
    expect(memberInterestYear(year, "meera", investments)).toMatchObject({
      total: 0,
      institutions: [],
      investments: [],
    });
    const { members: _members, ...family } = year;
    expect(memberInterestYear(year, null, investments)).toEqual(family);
  });
});
