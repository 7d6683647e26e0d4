import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amortization,
  amortizationSchedule,
  keepTenureSchedule,
  MOST_LUMP_SUMS,
  type AmortizationInput,
} from "./amortization.ts";
import { monthlyEmi } from "./home-loan.ts";

const noExtra = {
  extraPaymentAmount: 0,
  extraPaymentFrequency: "monthly",
} as const;

// docs/product.md#home-loan-with-extra-payments: the bank's two choices after a prepayment.
describe("a lump sum, and the bank's two choices after it", () => {
  // Published: Paisabazaar's head of home loans in Mint, 14 September 2021 ("Consider these factors
  // before opting for home loan prepayment"): ₹50 lakh at 8 % for 20 years, after five years
  // ₹43.76 lakh outstanding; ₹6 lakh prepaid then saves about ₹11.30 lakh and 41 months keeping
  // the EMI, or lowers the EMI from ₹41,822 to ₹36,088 and saves ₹4.32 lakh keeping the tenure.
  const published = amortization({
    principal: 5_000_000,
    rate: 8,
    tenure: 20,
    ...noExtra,
    lumpSums: [{ month: 60, amount: 600_000 }],
  });

  it("keeps the EMI and shortens the loan by 41 months, saving ₹11.30 lakh", () => {
    expect(Math.round(published.schedule[59]!.balance + 600_000)).toBe(
      4_376_279,
    );
    expect(Math.round(published.keepEmi.emi)).toBe(41_822);
    expect(published.keepEmi.monthsSaved).toBe(41);
    expect(published.keepEmi.interestSaved).toBe(1_129_697);
    // The page's summary is this outcome.
    expect(published.interestSaved).toBe(published.keepEmi.interestSaved);
    expect(published.withExtra.months).toBe(199);
  });

  it("keeps the tenure and lowers the EMI to ₹36,088, saving ₹4.32 lakh", () => {
    expect(Math.round(published.keepTenure.emi)).toBe(36_088);
    expect(published.keepTenure.months).toBe(240);
    expect(published.keepTenure.monthsSaved).toBe(0);
    expect(published.keepTenure.interestSaved).toBe(432_104);
  });

  it("works out ₹5,00,000 after the 12th EMI of ₹50,00,000 at 8.5 % for 20 years as the closed forms do", () => {
    // By hand, i = 8.5/1200: the balance after 12 EMIs B = P(1+i)^12 − EMI((1+i)^12 − 1)/i =
    // ₹49,00,489, less the ₹5,00,000. Keeping the EMI, the rest lasts −ln(1 − B·i/EMI)/ln(1+i) =
    // 179.5 months, so 12 + 180 = 192; keeping the tenure, the EMI for B over 228 months is ₹38,964.
    const result = amortization({
      principal: 5_000_000,
      rate: 8.5,
      tenure: 20,
      ...noExtra,
      lumpSums: [{ month: 12, amount: 500_000 }],
    });
    expect(result.keepEmi.months).toBe(192);
    expect(result.keepEmi.interestSaved).toBe(1_603_691);
    expect(Math.round(result.keepTenure.emi)).toBe(38_964);
    expect(result.keepTenure.interestSaved).toBe(509_408);
  });

  it("adds two lump sums in the same month together", () => {
    const input = { principal: 2_000_000, rate: 9, tenure: 15, ...noExtra };
    const one = amortization({
      ...input,
      lumpSums: [{ month: 30, amount: 300_000 }],
    });
    const two = amortization({
      ...input,
      lumpSums: [
        { month: 30, amount: 100_000 },
        { month: 30, amount: 200_000 },
      ],
    });
    expect(two.keepEmi).toEqual(one.keepEmi);
    expect(two.keepTenure).toEqual(one.keepTenure);
  });

  it("takes a lump sum beyond the balance only up to the balance, and the loan ends that month", () => {
    const schedule = amortizationSchedule({
      principal: 1_000_000,
      rate: 8.5,
      tenure: 10,
      ...noExtra,
      lumpSums: [{ month: 24, amount: 5_000_000 }],
    });
    expect(schedule).toHaveLength(24);
    expect(schedule.at(-1)!.extraPayment).toBeLessThan(1_000_000);
    expect(schedule.at(-1)!.balance).toBe(0);
  });
});

// Any loan of the page, with up to the page's number of lump sums in months of its tenure.
const prepaidLoan = fc
  .record({
    principal: fc.integer({ min: 100_000, max: 50_000_000 }),
    rate: fc.oneof(
      fc.constant(0),
      fc.double({ min: 0.01, max: 30, noNaN: true }),
    ),
    tenure: fc.integer({ min: 1, max: 30 }),
    extraPaymentAmount: fc.integer({ min: 0, max: 100_000 }),
    extraPaymentFrequency: fc.constantFrom("monthly", "yearly"),
  })
  .chain((loan) =>
    fc
      .array(
        fc.record({
          month: fc.integer({ min: 1, max: loan.tenure * 12 }),
          amount: fc.integer({ min: 1, max: loan.principal }),
        }),
        { maxLength: MOST_LUMP_SUMS },
      )
      .map((lumpSums): AmortizationInput => ({ ...loan, lumpSums })),
  );

describe("the two choices' properties", () => {
  it("never costs interest or months: both save zero or more", () => {
    fc.assert(
      fc.property(prepaidLoan, (input) => {
        const result = amortization(input);
        for (const outcome of [result.keepEmi, result.keepTenure]) {
          expect(outcome.interestSaved).toBeGreaterThanOrEqual(0);
          expect(outcome.monthsSaved).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("keeping the EMI pays every instalment but the last at the original EMI", () => {
    fc.assert(
      fc.property(prepaidLoan, (input) => {
        const emi = monthlyEmi(input.principal, input.rate, input.tenure * 12);
        const rows = amortizationSchedule(input);
        for (const row of rows.slice(0, -1))
          expect(row.payment).toBeCloseTo(emi, 6);
        expect(amortization(input).keepEmi.emi).toBe(emi);
      }),
    );
  });

  it("keeping the tenure runs to the last month unless a prepayment clears the loan", () => {
    fc.assert(
      fc.property(prepaidLoan, (input) => {
        const { rows } = keepTenureSchedule(input);
        expect(rows.at(-1)!.balance).toBe(0);
        if (rows.length < input.tenure * 12)
          expect(rows.at(-1)!.extraPayment).toBeGreaterThan(0);
      }),
    );
  });

  it("keeping the tenure never raises the EMI, and keeping the EMI saves at least as much interest", () => {
    fc.assert(
      fc.property(prepaidLoan, (input) => {
        const { rows } = keepTenureSchedule(input);
        for (let index = 1; index < rows.length - 1; index += 1)
          expect(rows[index]!.payment).toBeLessThanOrEqual(
            rows[index - 1]!.payment * (1 + 1e-12),
          );
        const result = amortization(input);
        expect(result.keepEmi.totalInterest).toBeLessThanOrEqual(
          result.keepTenure.totalInterest * (1 + 1e-12) + 1e-6,
        );
      }),
    );
  });

  it("repays exactly the loan under both choices", () => {
    fc.assert(
      fc.property(prepaidLoan, (input) => {
        for (const rows of [
          amortizationSchedule(input),
          keepTenureSchedule(input).rows,
        ]) {
          const repaid = rows.reduce(
            (sum, row) => sum + row.principal + row.extraPayment,
            0,
          );
          expect(Math.abs(repaid - input.principal)).toBeLessThan(0.01);
        }
      }),
    );
  });
});
