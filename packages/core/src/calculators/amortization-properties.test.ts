import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amortization,
  amortizationSchedule,
  type AmortizationInput,
} from "./amortization.ts";
import { compoundInterest } from "./compound-interest.ts";
import { fixedDeposit } from "./fixed-deposit.ts";
import { homeLoan, monthlyEmi } from "./home-loan.ts";
import { recurringDeposit } from "./recurring-deposit.ts";
import { sip } from "./sip.ts";

// Any loan a person could put into the amortization page, and well beyond it.
const loan = fc.record<AmortizationInput>({
  principal: fc.integer({ min: 1000, max: 100_000_000_000 }),
  rate: fc.oneof(
    fc.constant(0),
    fc.double({ min: 0.01, max: 50, noNaN: true }),
  ),
  tenure: fc.integer({ min: 1, max: 50 }),
  extraPaymentAmount: fc.integer({ min: 0, max: 10_000_000 }),
  extraPaymentFrequency: fc.constantFrom("monthly", "yearly"),
});

describe("amortization schedule properties", () => {
  it("ends at a zero balance within the tenure", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const schedule = amortizationSchedule(input);
        expect(schedule.at(-1)?.balance).toBe(0);
        expect(schedule.length).toBeLessThanOrEqual(input.tenure * 12);
        expect(schedule.every((row) => row.balance >= 0)).toBe(true);
      }),
    );
  });

  it("repays exactly the loan: principal parts plus extra payments sum to it", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const repaid = amortizationSchedule(input).reduce(
          (sum, row) => sum + row.principal + row.extraPayment,
          0,
        );
        // Float sums over up to 600 rows: a paisa per crore is far below display rounding.
        expect(Math.abs(repaid - input.principal)).toBeLessThan(
          Math.max(0.01, input.principal * 1e-9),
        );
      }),
    );
  });

  it("never charges more interest or more months with an extra payment than without", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = amortization(input);
        expect(result.withExtra.totalInterest).toBeLessThanOrEqual(
          result.regular.totalInterest + 1e-6,
        );
        expect(result.withExtra.months).toBeLessThanOrEqual(
          result.regular.months,
        );
        expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        expect(result.monthsSaved).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("never takes an extra payment larger than the balance left", () => {
    fc.assert(
      fc.property(loan, (input) => {
        for (const row of amortizationSchedule(input)) {
          expect(row.extraPayment).toBeLessThanOrEqual(
            input.extraPaymentAmount,
          );
          expect(row.extraPayment).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("takes a yearly extra payment only in every 12th month", () => {
    const schedule = amortizationSchedule({
      principal: 5_000_000,
      rate: 8.5,
      tenure: 20,
      extraPaymentAmount: 50_000,
      extraPaymentFrequency: "yearly",
    });
    const paidIn = schedule
      .filter((row) => row.extraPayment > 0)
      .map((row) => row.month);
    expect(paidIn.slice(0, 3)).toEqual([12, 24, 36]);
    expect(paidIn.every((month) => month % 12 === 0)).toBe(true);
  });
});

describe("rate 0 does not divide by zero", () => {
  it("spreads a loan evenly with no interest", () => {
    expect(monthlyEmi(1_200_000, 0, 120)).toBe(10_000);
    expect(homeLoan({ principal: 1_200_000, rate: 0, tenure: 10 })).toEqual({
      emi: 10_000,
      totalAmount: 1_200_000,
      totalInterest: 0,
      principal: 1_200_000,
    });
    const result = amortization({
      principal: 1_200_000,
      rate: 0,
      tenure: 10,
      extraPaymentAmount: 10_000,
      extraPaymentFrequency: "monthly",
    });
    expect(result.withExtra.totalInterest).toBe(0);
    expect(result.withExtra.months).toBe(60);
    expect(result.monthsSaved).toBe(60);
  });

  it("returns what was deposited for SIP, FD, RD and compound interest", () => {
    expect(
      sip({ monthlyInvestment: 5000, expectedReturn: 0, timePeriod: 10 }),
    ).toEqual({
      maturityAmount: 600_000,
      totalInvestment: 600_000,
      totalReturns: 0,
    });
    expect(
      fixedDeposit({ principal: 100_000, rate: 0, tenure: 5 }).maturityAmount,
    ).toBe(100_000);
    expect(
      recurringDeposit({ monthlyDeposit: 5000, rate: 0, tenure: 5 }),
    ).toEqual({
      maturityAmount: 300_000,
      totalDeposits: 300_000,
      interestEarned: 0,
    });
    expect(
      compoundInterest({ principal: 100_000, rate: 0, time: 5 })
        .compoundInterest,
    ).toBe(0);
  });

  // Rates a person can type: 0, or 0.01 to 50. (Below ~1e-12, (1+i)^n − 1 loses all precision.)
  const typedRate = fc.oneof(
    fc.constant(0),
    fc.double({ min: 0.01, max: 50, noNaN: true }),
  );

  it("gives finite results for every calculator at any rate from 0 to 50", () => {
    fc.assert(
      fc.property(typedRate, (rate) => {
        const figures = [
          ...Object.values(
            homeLoan({ principal: 5_000_000, rate, tenure: 20 }),
          ),
          ...Object.values(
            sip({
              monthlyInvestment: 5000,
              expectedReturn: rate,
              timePeriod: 10,
            }),
          ),
          ...Object.values(
            recurringDeposit({ monthlyDeposit: 5000, rate, tenure: 5 }),
          ),
        ];
        expect(figures.every(Number.isFinite)).toBe(true);
      }),
    );
  });
});
