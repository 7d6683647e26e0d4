import { describe, expect, it } from "vitest";
import { roundRupees } from "../format/money.ts";
import type { DepositTerms } from "./deposit-value.ts";
import {
  deductsTds,
  isSeniorDuring,
  SENIOR_TDS_THRESHOLD,
  type TdsDeposit,
  tdsProjection,
  TDS_THRESHOLD,
} from "./tds-projection.ts";

// Today falls in FY 2026-27, which ends on 31 March 2027.
const today = "2026-11-28";
// A year's FD at 7 % compounded quarterly earns principal × (1.0175⁴ − 1), as
// docs/product.md#tax-year-interest counts it: ₹1,00,000 → ₹7,186.
const yearAt7 = (principal: number) =>
  roundRupees(principal * (1.0175 ** 4 - 1));
const fd = (
  principal: number,
  scheme?: DepositTerms["scheme"],
): DepositTerms => ({
  principal,
  rate: 7,
  startDate: "2026-04-01",
  endDate: "2027-04-01",
  schedule: "cumulative_quarterly",
  ...(scheme && { scheme }),
});
let count = 0;
const held = (
  companyId: string,
  holderIds: string[],
  terms: DepositTerms,
  cover: TdsDeposit["cover"] = "deposit_insurance",
): TdsDeposit => ({
  id: `d${++count}`,
  companyId,
  companyName: companyId.toUpperCase(),
  terms,
  stopDate: terms.endDate,
  holderIds,
  cover,
});
const pairs = (projections: ReturnType<typeof tdsProjection>) =>
  projections.map(({ member_id, company_id, threshold, senior }) => [
    member_id,
    company_id,
    threshold,
    senior,
  ]);

describe("TDS projected for the current financial year", () => {
  it("uses the thresholds in force since 1 April 2025", () => {
    // section 194A(3), Finance Act 2025 (docs/product.md#tds-this-year)
    expect(TDS_THRESHOLD).toBe(50_000);
    expect(SENIOR_TDS_THRESHOLD).toBe(100_000);
  });

  it("names a member's bank whose year's interest passes ₹50,000, adding their deposits there, and not the bank below it", () => {
    const projections = tdsProjection(
      [
        held("sbi", ["asha"], fd(400_000)),
        held("sbi", ["asha"], fd(400_000)),
        held("hdfc", ["asha"], fd(600_000)),
      ],
      [{ id: "asha", date_of_birth: "1985-06-10" }],
      today,
    );
    expect(yearAt7(400_000)).toBeLessThan(TDS_THRESHOLD);
    expect(projections).toEqual([
      {
        member_id: "asha",
        company_id: "sbi",
        name: "SBI",
        projected_interest: 2 * yearAt7(400_000),
        threshold: 50_000,
        senior: false,
      },
    ]);
  });

  it("gives a senior ₹1,00,000 a bank", () => {
    const members = [
      { id: "father", date_of_birth: "1955-01-20" },
      { id: "asha", date_of_birth: "1985-06-10" },
    ];
    const projections = tdsProjection(
      [
        held("sbi", ["father"], fd(1_000_000)),
        held("hdfc", ["father"], fd(1_500_000)),
        held("sbi", ["asha"], fd(1_000_000)),
      ],
      members,
      today,
    );
    // ₹71,859 a year: above ₹50,000, below ₹1,00,000
    expect(yearAt7(1_000_000)).toBe(71_859);
    expect(pairs(projections)).toEqual([
      ["father", "hdfc", 100_000, true],
      ["asha", "sbi", 50_000, false],
    ]);
    expect(projections[0]?.projected_interest).toBe(yearAt7(1_500_000));
  });

  it("counts a member turning 60 on or before 31 March as a senior for the whole year", () => {
    const members = [
      { id: "turns-60-on-31-march", date_of_birth: "1967-03-31" },
      { id: "turns-60-on-1-april", date_of_birth: "1967-04-01" },
      { id: "born-29-february", date_of_birth: "1964-02-29" },
      { id: "no-date-of-birth", date_of_birth: null },
    ];
    const projections = tdsProjection(
      members.map((member) => held("sbi", [member.id], fd(1_000_000))),
      members,
      today,
    );
    expect(pairs(projections)).toEqual([
      ["no-date-of-birth", "sbi", 50_000, false],
      ["turns-60-on-1-april", "sbi", 50_000, false],
    ]);
    expect(isSeniorDuring("1967-03-31", "2026-27")).toBe(true);
    expect(isSeniorDuring("1967-04-01", "2026-27")).toBe(false);
    expect(isSeniorDuring("1967-04-01", "2027-28")).toBe(true);
  });

  it("counts a joint deposit for its first holder only", () => {
    const projections = tdsProjection(
      [
        held("sbi", ["asha", "ravi"], fd(1_000_000)),
        held("sbi", ["ravi", "asha"], fd(400_000)),
      ],
      [],
      today,
    );
    expect(pairs(projections)).toEqual([["asha", "sbi", 50_000, false]]);
  });

  it("counts a bank's term and recurring deposits and SCSS anywhere; not PPF, NSC, KVP, the post office's TD, RD and MIS, nor an NBFC's", () => {
    expect(deductsTds("term_deposit", "deposit_insurance")).toBe(true);
    expect(deductsTds("recurring_deposit", "deposit_insurance")).toBe(true);
    expect(deductsTds("scss", "government")).toBe(true);
    expect(deductsTds("scss", "deposit_insurance")).toBe(true);
    expect(deductsTds("recurring_deposit", "government")).toBe(false);
    expect(deductsTds("term_deposit", "none")).toBe(false);
    for (const scheme of [
      "ppf",
      "sukanya_samriddhi",
      "nsc",
      "kvp",
      "post_office_td",
      "post_office_mis",
    ] as const) {
      expect(deductsTds(scheme, "government")).toBe(false);
      expect(deductsTds(scheme, "deposit_insurance")).toBe(false);
    }
    const projections = tdsProjection(
      [
        held("post", ["asha"], fd(1_000_000, "post_office_td"), "government"),
        held("bajaj", ["asha"], fd(1_000_000), "none"),
        held(
          "post",
          ["father"],
          {
            principal: 3_000_000,
            rate: 8.2,
            startDate: "2026-04-01",
            endDate: "2031-04-01",
            schedule: "payout_quarterly",
            scheme: "scss",
          },
          "government",
        ),
      ],
      [{ id: "father", date_of_birth: "1955-01-20" }],
      today,
    );
    expect(pairs(projections)).toEqual([["father", "post", 100_000, true]]);
  });

  it("names nobody in a year without interest", () => {
    expect(
      tdsProjection([held("sbi", ["asha"], fd(1_000_000))], [], "2030-05-01"),
    ).toEqual([]);
  });
});
