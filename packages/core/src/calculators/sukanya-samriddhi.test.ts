import { describe, expect, it } from "vitest";
import {
  SSY_DEPOSIT_YEARS,
  SSY_MATURITY_YEARS,
  SSY_YEARLY_DEPOSIT_MAX,
  SSY_YEARLY_DEPOSIT_MIN,
  sukanyaSamriddhi,
  sukanyaSamriddhiByYear,
} from "./sukanya-samriddhi.ts";

describe("sukanya samriddhi", () => {
  // Issue 28's known answer; also https://1calchub.com/finance-india/sukanya-samriddhi-calculator
  // (maturity ₹71,82,119, contribution ₹22,50,000, interest ₹49,32,119).
  it("₹1,50,000 a year at 8.2% matures to ₹71,82,119", () => {
    expect(sukanyaSamriddhi({ yearlyDeposit: 150_000, rate: 8.2 })).toEqual({
      maturityAmount: 7_182_119,
      totalDeposits: 2_250_000,
      interestEarned: 4_932_119,
    });
  });

  // https://www.hashmatic.in/calculators/ssy-calculator: its year-by-year table for ₹1,50,000 a
  // year at 8.2% ends the first year at ₹1,62,300, the 15th (the last deposit) at ₹44,75,989, the
  // 16th (no deposit) at ₹48,43,020 and the 21st at ₹71,82,119.
  it("₹1,50,000 a year at 8.2%: the year-end balances of hashmatic's table", () => {
    const rows = sukanyaSamriddhiByYear({ yearlyDeposit: 150_000, rate: 8.2 });
    expect(rows).toHaveLength(21);
    expect(rows[0]).toEqual({ year: 1, invested: 150_000, value: 162_300 });
    expect(rows[14]).toEqual({
      year: 15,
      invested: 2_250_000,
      value: 4_475_989,
    });
    expect(rows[15]).toEqual({
      year: 16,
      invested: 2_250_000,
      value: 4_843_020,
    });
    expect(rows[20]?.value).toBe(7_182_119);
  });

  // http://digit-9.com/sukanya-samriddhi-yojana-calculator.html: ₹50,000 a year at 7.6%, year-end
  // balances ₹53,800, ₹1,11,689, … ₹12,66,075 after the 14th deposit. Its table then stops
  // depositing after 14 years (an older reading of the rules); the scheme takes 15 years of
  // deposits, so its later rows (₹13,62,297 in year 15 …) are left out.
  it("₹50,000 a year at 7.6%: the first fourteen year-end balances of digit-9's table", () => {
    const rows = sukanyaSamriddhiByYear({ yearlyDeposit: 50_000, rate: 7.6 });
    expect(rows[0]?.value).toBe(53_800);
    expect(rows[1]?.value).toBe(111_689);
    expect(rows[13]?.value).toBe(1_266_075);
  });

  it("states its bounds", () => {
    expect([SSY_YEARLY_DEPOSIT_MIN, SSY_YEARLY_DEPOSIT_MAX]).toEqual([
      250, 150_000,
    ]);
    expect([SSY_DEPOSIT_YEARS, SSY_MATURITY_YEARS]).toEqual([15, 21]);
  });
});
