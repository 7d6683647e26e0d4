import { describe, expect, it } from "vitest";
import { maturityEstimate } from "../calculators/maturity-estimate.ts";
import {
  investmentEndDate,
  investmentForm,
  type InvestmentFormValues,
} from "./investment-form.ts";

const typed: InvestmentFormValues = {
  company_id: "co-hdfc",
  invest_type_id: "it-fd",
  start_date: "2026-01-01",
  period: "12",
  end_date: "",
  maturity_amount: null,
  document_number: "",
  account_number: "",
  investment_notes: "",
  interest_schedule: "",
};
const form = investmentForm({
  principal: 100_000,
  rate: 8.5,
  typeSchedule: null,
});

/** Each field's messages when the form sends nothing. */
function errors(values: InvestmentFormValues) {
  const parsed = form.safeParse(values);
  expect(parsed.success).toBe(false);
  const found: Record<string, string[]> = {};
  for (const issue of parsed.error?.issues ?? []) {
    (found[String(issue.path[0])] ??= []).push(issue.message);
  }
  return found;
}

describe("the Add New Investment form", () => {
  it("locks the end date to the period, and leaves it to the person at 0", () => {
    expect(investmentEndDate(typed)).toEqual({
      endDate: "2027-01-01",
      locked: true,
    });
    expect(
      investmentEndDate({ ...typed, period: "0", end_date: "2026-09-30" }),
    ).toEqual({ endDate: "2026-09-30", locked: false });
  });

  it("sends the estimate as the maturity amount and leaves out empty optional text", () => {
    expect(form.parse(typed)).toEqual({
      company_id: "co-hdfc",
      invest_type_id: "it-fd",
      principal_amount: 100_000,
      rate_of_interest: 8.5,
      start_date: "2026-01-01",
      end_date: "2027-01-01",
      maturity_amount: maturityEstimate(
        100_000,
        8.5,
        "2026-01-01",
        "2027-01-01",
      ),
      document_number: null,
      account_number: null,
      investment_notes: null,
    });
    expect(form.parse({ ...typed, maturity_amount: "" })).not.toHaveProperty(
      "maturity_amount",
    );
    expect(
      form.parse({ ...typed, maturity_amount: "₹1,10,000" }).maturity_amount,
    ).toBe(110_000);
  });

  it("names every wrong field at once", () => {
    expect(
      errors({
        ...typed,
        company_id: "",
        invest_type_id: "",
        period: "121",
        end_date: "2025-12-31",
        maturity_amount: "lots",
      }),
    ).toEqual({
      company_id: ["Choose a company"],
      invest_type_id: ["Choose an investment type"],
      period: ["Period must be a whole number of months from 0 to 120"],
      maturity_amount: ["Maturity amount must be a number"],
      end_date: ["End date must be after the start date"],
    });
    expect(errors({ ...typed, start_date: "", period: "0" })).toEqual({
      start_date: ["Start date is required"],
      end_date: ["End date is required"],
    });
  });

  it("says only the period's message when a period out of bounds sets no end date", () => {
    expect(errors({ ...typed, period: "121" })).toEqual({
      period: ["Period must be a whole number of months from 0 to 120"],
    });
  });

  it("leaves the last word to the API's contract", () => {
    expect(errors({ ...typed, document_number: "x".repeat(101) })).toEqual({
      document_number: ["document_number must be at most 100 characters"],
    });
  });
});

describe("the Add New Investment form's interest schedule", () => {
  const withTypeDefault = investmentForm({
    principal: 100_000,
    rate: 7,
    typeSchedule: "cumulative_quarterly",
  });
  const fiveYears = { ...typed, start_date: "2020-01-01", period: "60" };

  it("follows the type's default until one is chosen, and the estimate follows it", () => {
    expect(
      withTypeDefault.parse({ ...fiveYears, interest_schedule: null }),
    ).toMatchObject({
      interest_schedule: "cumulative_quarterly",
      maturity_amount: 141_478,
    });
  });

  it("sends the one chosen, a payout deposit maturing at its principal", () => {
    expect(
      withTypeDefault.parse({
        ...fiveYears,
        interest_schedule: "payout_monthly",
      }),
    ).toMatchObject({
      interest_schedule: "payout_monthly",
      maturity_amount: 100_000,
    });
  });

  it("sends none when the person says none is recorded", () => {
    expect(
      withTypeDefault.parse({ ...fiveYears, interest_schedule: "" }),
    ).not.toHaveProperty("interest_schedule");
  });
});
