import { describe, expect, it } from "vitest";
import { inputsFromQuery, inputsToQuery } from "./share-query.ts";
import { amortizationFields, sipFields } from "./slider-config.ts";

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
    expect(rejected.map((field) => field.label)).toEqual([
      "Monthly Investment",
      "Expected Annual Return",
      "Period",
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
