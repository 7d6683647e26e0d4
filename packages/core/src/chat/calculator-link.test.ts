import { describe, expect, it } from "vitest";
import { calculatorLink } from "./calculator-link.ts";

describe("calculatorLink", () => {
  it("uses the API payload names as query names, for each calculator", () => {
    expect(
      calculatorLink("home-loan", {
        principal: 5_000_000,
        rate: 8.5,
        tenure: 20,
      }),
    ).toBe("/home-loan?principal=5000000&rate=8.5&tenure=20");
    expect(
      calculatorLink("home-loan-amortization", {
        principal: 5_000_000,
        rate: 8,
        tenure: 20,
        extraPaymentAmount: 100_000,
        extraPaymentFrequency: "yearly",
      }),
    ).toBe(
      "/home-loan-amortization?principal=5000000&rate=8&tenure=20&extraPaymentAmount=100000&extraPaymentFrequency=yearly",
    );
    expect(
      calculatorLink("sip", {
        monthlyInvestment: 5000,
        expectedReturn: 12,
        timePeriod: 10,
      }),
    ).toBe("/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=10");
    expect(
      calculatorLink("fd", { principal: 100_000, rate: 7, tenure: 1.5 }),
    ).toBe("/fd?principal=100000&rate=7&tenure=1.5");
    expect(
      calculatorLink("rd", { monthlyDeposit: 5000, rate: 6.5, tenure: 5 }),
    ).toBe("/rd?monthlyDeposit=5000&rate=6.5&tenure=5");
  });

  it("round-trips through URLSearchParams to the same numbers", () => {
    const href = calculatorLink("sip", {
      monthlyInvestment: 2500.5,
      expectedReturn: 11.25,
      timePeriod: 7,
    });
    const params = new URLSearchParams(href.split("?")[1]);
    expect(Number(params.get("monthlyInvestment"))).toBe(2500.5);
    expect(Number(params.get("expectedReturn"))).toBe(11.25);
    expect(Number(params.get("timePeriod"))).toBe(7);
  });
});
