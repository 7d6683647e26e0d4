import { describe, expect, it } from "vitest";
import {
  choicesFromQuery,
  inputsFromQuery,
  inputsToQuery,
} from "./share-query.ts";
import {
  defaultInputs,
  fieldsForChoices,
  type ChoiceShape,
  type SliderShape,
} from "./slider-config.ts";
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
      // Banks take FDs from 7 days (details/fd.ts).
      inputsFromQuery(fdFields, "tenureDays=5").rejected.map((f) => f.key),
    ).toEqual(["tenure"]);
    expect(inputsFromQuery(rdFields, "tenureMonths=18").values.tenure).toBe(
      1.5,
    );
    expect(inputsFromQuery(rdFields, "tenureDays=400").values.tenure).toBe(5);
  });

  it("uses defaults for missing fields without complaint, and names them", () => {
    const read = inputsFromQuery(sipFields, "timePeriod=20");
    expect(read).toEqual({
      values: { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 20 },
      rejected: [],
      missing: [sipFields[0], sipFields[1]],
      units: {},
    });
    // A period named in another unit is given, not missing.
    expect(
      inputsFromQuery(fdFields, "tenureDays=444").missing.map((f) => f.key),
    ).toEqual(["principal", "rate"]);
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

  describe("choices", () => {
    // Choices of the three kinds JSON has: text, a number, yes or no.
    const choices = [
      {
        key: "frequency",
        options: ["yearly", "monthly"],
        defaultValue: "yearly",
      },
      { key: "years", options: [1, 2, 3, 5], defaultValue: 5 },
      { key: "joint", options: [false, true], defaultValue: false },
    ] as const satisfies readonly ChoiceShape[];
    const deposit = {
      key: "deposit",
      unit: "rupees",
      min: 500,
      max: 150_000,
      step: 500,
      defaultValue: 150_000,
      maxWhen: { choice: "frequency", max: { monthly: 12_500 } },
    } as const satisfies SliderShape;

    it("reads each choice's option from the link, and its default when missing", () => {
      expect(
        choicesFromQuery(choices, "frequency=monthly&years=2&joint=true"),
      ).toEqual({
        values: { frequency: "monthly", years: 2, joint: true },
        rejected: [],
      });
      expect(choicesFromQuery(choices, "").values).toEqual({
        frequency: "yearly",
        years: 5,
        joint: false,
      });
    });

    it("refuses an option the choice does not have, and keeps its default", () => {
      const { values, rejected } = choicesFromQuery(
        choices,
        "frequency=weekly&years=4&joint=yes",
      );
      expect(values).toEqual({ frequency: "yearly", years: 5, joint: false });
      expect(rejected.map((choice) => choice.key)).toEqual([
        "frequency",
        "years",
        "joint",
      ]);
    });

    it("writes the choices after the sliders, and reads them back", () => {
      const inputs = {
        deposit: 10_000,
        frequency: "monthly",
        years: 3,
        joint: true,
      };
      const query = inputsToQuery([deposit], inputs, choices);
      expect(query).toBe("deposit=10000&frequency=monthly&years=3&joint=true");
      expect(choicesFromQuery(choices, query).values).toEqual({
        frequency: "monthly",
        years: 3,
        joint: true,
      });
    });

    it("lowers a slider's maximum while its choice says so, and gives the defaults of both", () => {
      expect(
        fieldsForChoices([deposit], { frequency: "monthly" })[0]?.max,
      ).toBe(12_500);
      expect(fieldsForChoices([deposit], { frequency: "yearly" })[0]).toBe(
        deposit,
      );
      // ₹1,00,000 a month is over the monthly maximum: the link's value is refused.
      const monthly = choicesFromQuery(choices, "frequency=monthly").values;
      expect(
        inputsFromQuery(
          fieldsForChoices([deposit], monthly),
          "deposit=100000",
        ).rejected.map((field) => field.key),
      ).toEqual(["deposit"]);
      expect(defaultInputs({ fields: [deposit], choices })).toEqual({
        deposit: 150_000,
        frequency: "yearly",
        years: 5,
        joint: false,
      });
    });
  });
});
