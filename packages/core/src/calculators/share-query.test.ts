import { describe, expect, it } from "vitest";
import { inputsFromQuery, inputsToQuery } from "./share-query.ts";
import { fixedDeposit } from "./fixed-deposit.ts";
import { amortizationFields } from "./details/home-loan-amortization.ts";
import { fdFields } from "./details/fd.ts";
import { rdFields } from "./details/rd.ts";
import { sipFields } from "./details/sip.ts";

describe("shareable calculator links", () => {
  it("reads every field from the query string", () => {
    const { values, rejected } = inputsFromQuery(
      sipFields,
      "?monthlyInvestment=7500&expectedReturn=14.5&timePeriod=15",
    );
    expect(values).toEqual({
      monthlyInvestment: 7500,
      expectedReturn: 14.5,
      timePeriod: 15,
    });
    expect(rejected).toEqual([]);
  });

  it("reads an FD period written in days or months, as the same years the chat computes with", () => {
    const days = inputsFromQuery(
      fdFields,
      "principal=100000&rate=7&tenureDays=444",
    );
    expect(days.values.tenure).toBe(444 / 365);
    expect(days.rejected).toEqual([]);
    // A 444-day deposit as banks count it: four quarters, then 79 days of simple interest, the
    // dashboard's ₹1,08,810 (docs/product.md#interest-schedules).
    expect(fixedDeposit(days.values).maturityAmount).toBe(108_810);
    expect(inputsFromQuery(fdFields, "tenureMonths=6").values.tenure).toBe(0.5);
  });

  it("prefers a period in years, refuses one in days out of range, and takes RD periods only in months", () => {
    expect(
      inputsFromQuery(fdFields, "tenure=2&tenureDays=444").values.tenure,
    ).toBe(2);
    expect(
      inputsFromQuery(fdFields, "tenureDays=30").rejected.map((f) => f.key),
    ).toEqual(["tenure"]);
    expect(inputsFromQuery(rdFields, "tenureMonths=18").values.tenure).toBe(
      1.5,
    );
    expect(inputsFromQuery(rdFields, "tenureDays=400").values.tenure).toBe(5);
  });

  it("uses defaults for missing fields without complaint", () => {
    expect(inputsFromQuery(sipFields, "timePeriod=20")).toEqual({
      values: { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 20 },
      rejected: [],
    });
  });

  it("falls back to the default for unreadable or out-of-range values and reports them", () => {
    const { values, rejected } = inputsFromQuery(
      sipFields,
      "monthlyInvestment=abc&expectedReturn=99&timePeriod=",
    );
    expect(values).toEqual({
      monthlyInvestment: 5000,
      expectedReturn: 12,
      timePeriod: 10,
    });
    expect(rejected.map((field) => field.key)).toEqual([
      "monthlyInvestment",
      "expectedReturn",
      "timePeriod",
    ]);
  });

  it("writes a query string that reads back to the same inputs", () => {
    const values = {
      principal: 2_500_000,
      rate: 9.1,
      tenure: 15,
      extraPaymentAmount: 0,
    };
    const query = inputsToQuery(amortizationFields, values);
    expect(query).toBe(
      "principal=2500000&rate=9.1&tenure=15&extraPaymentAmount=0",
    );
    expect(inputsFromQuery(amortizationFields, query).values).toEqual(values);
  });
});
