import { describe, expect, it } from "vitest";
import { amortizationSchedule } from "./amortization.ts";
import { scheduleCsv } from "./schedule-csv.ts";

describe("schedule CSV", () => {
  const schedule = amortizationSchedule({
    principal: 5_000_000,
    rate: 8.5,
    tenure: 20,
    extraPaymentAmount: 10_000,
    extraPaymentFrequency: "monthly",
  });
  const csv = scheduleCsv(schedule, {
    month: "Month",
    emi: "EMI",
    principal: "Principal",
    interest: "Interest",
    extraPayment: "Extra Payment",
    balance: "Balance",
    cumulativeInterest: "Cumulative Interest",
  });
  const lines = csv.trimEnd().split("\r\n");

  it("has the header it is given, then one line per month", () => {
    expect(lines[0]).toBe(
      "\uFEFFMonth,EMI,Principal,Interest,Extra Payment,Balance,Cumulative Interest",
    );
    expect(lines).toHaveLength(schedule.length + 1);
  });

  it("writes whole rupees without grouping so spreadsheets read numbers", () => {
    // Month 1: interest 50,00,000 × 8.5/1200 = 35,417; EMI 43,391 → principal 7,974.
    expect(lines[1]).toBe("1,43391,7974,35417,10000,4982026,35417");
    expect(lines.at(-1)).toMatch(/,0,\d+$/);
  });
});
