import { describe, expect, it } from "vitest";
import { formatFieldValue, spokenFieldValue } from "./field-value.ts";
import { fixedDeposit } from "./fixed-deposit.ts";
import { fdFields } from "./details/fd.ts";
import { rdFields } from "./details/rd.ts";
import { inputsFromQuery, inputsToQuery } from "./share-query.ts";
import { fieldInUnit, fieldUnits, termCount } from "./term.ts";

const tenure = fdFields[2];

// docs/product.md#sliders: a period in years, months or days, its unit kept in the link.
describe("a period in years, months or days", () => {
  it("offers the FD's period in years, months and days, the RD's in years and months", () => {
    expect(fieldUnits(tenure)).toEqual(["years", "months", "days"]);
    expect(fieldUnits(rdFields[2])).toEqual(["years", "months"]);
    expect(fieldUnits(fdFields[0])).toEqual([]);
  });

  it("shows the FD's period in days from 7 to 3,650, whole days, as '444 Days'", () => {
    const inDays = fieldInUnit(tenure, "days");
    expect(inDays).toMatchObject({ unit: "days", min: 7, max: 3650, step: 1 });
    expect(inDays.defaultValue).toBe(1825);
    expect(formatFieldValue(inDays, 444)).toBe("444 Days");
    expect(formatFieldValue(inDays, 444, "hi")).toBe("444 दिन");
    expect(formatFieldValue(fieldInUnit(tenure, "months"), 18)).toBe(
      "18 Months",
    );
    expect(spokenFieldValue({ ...inDays, label: "Period" }, 1)).toBe("1 day");
    expect(fieldInUnit(tenure, "years")).toBe(tenure);
  });

  it("opens tenureDays=444 as 444 days, computes with 444/365 years, and writes the link back in days", () => {
    const link = inputsFromQuery(
      fdFields,
      "principal=500000&rate=7.25&tenureDays=444",
    );
    expect(link.units).toEqual({ tenure: "days" });
    expect(link.values.tenure).toBe(444 / 365);
    expect(termCount(link.values.tenure, "days")).toBe(444);
    // ₹5,45,678: four quarters, then 79 days of simple interest (known-answers.test.ts).
    expect(fixedDeposit(link.values).maturityAmount).toBe(545_678);
    expect(inputsToQuery(fdFields, link.values, [], link.units)).toBe(
      "principal=500000&rate=7.25&tenureDays=444",
    );
  });

  it("keeps 18 months as months, a 91-day deposit as days, and years as years", () => {
    const months = inputsFromQuery(fdFields, "tenureMonths=18");
    expect(months.values.tenure).toBe(1.5);
    expect(inputsToQuery(fdFields, months.values, [], months.units)).toContain(
      "tenureMonths=18",
    );
    expect(inputsFromQuery(fdFields, "tenureDays=91").rejected).toEqual([]);
    const years = inputsFromQuery(fdFields, "tenure=2");
    expect(years.units).toEqual({});
    expect(inputsToQuery(fdFields, years.values, [], years.units)).toContain(
      "tenure=2",
    );
  });

  it("refuses a period outside its unit's range", () => {
    for (const query of ["tenureDays=3651", "tenureDays=6", "tenureMonths=121"])
      expect(
        inputsFromQuery(fdFields, query).rejected.map((field) => field.key),
      ).toEqual(["tenure"]);
  });
});
