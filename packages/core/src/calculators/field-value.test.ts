import { describe, expect, it } from "vitest";
import {
  fieldText,
  formatFieldValue,
  parseFieldText,
  spokenFieldValue,
} from "./field-value.ts";
import { PAGE_FIELDS, type CalculatorSlug } from "./calculator-registry.ts";
import { labelledFields, type CalculatorWordKey } from "./calculator-words.ts";
import english from "./messages/en.ts";
import hindi from "./messages/hi.ts";
import { type SliderConfig } from "./slider-config.ts";
import { amortizationFields } from "./details/home-loan-amortization.ts";
import { fdFields } from "./details/fd.ts";
import { interestFields } from "./details/simple-interest.ts";
import { rdFields } from "./details/rd.ts";
import { sipFields } from "./details/sip.ts";

/** A page's slider, labelled from a dictionary. */
function fieldOf(
  slug: CalculatorSlug,
  key: string,
  words: Readonly<Record<CalculatorWordKey, string>> = english,
): SliderConfig {
  const field = labelledFields(
    slug,
    PAGE_FIELDS[slug],
    (word) => words[word],
  ).find((each) => each.key === key);
  if (!field) throw new Error(`${slug} has no field ${key}`);
  return field;
}

const loanAmount = fieldOf("home-loan", "principal");
const interestRate = fieldOf("home-loan", "rate");
const tenure = fieldOf("home-loan", "tenure");
const extraPaymentField = fieldOf(
  "home-loan-amortization",
  "extraPaymentAmount",
);
const monthlyInvestment = fieldOf("sip", "monthlyInvestment");
const fdPeriod = fieldOf("fd", "tenure");
const hindiAmount = fieldOf("home-loan", "principal", hindi);
const hindiTenure = fieldOf("home-loan", "tenure", hindi);

describe("the calculator slider table", () => {
  it("has every default inside its range and on its step", () => {
    const all = [
      ...amortizationFields,
      ...sipFields,
      ...fdFields,
      ...rdFields,
      ...interestFields,
    ];
    for (const field of all) {
      expect(field.defaultValue).toBeGreaterThanOrEqual(field.min);
      expect(field.defaultValue).toBeLessThanOrEqual(field.max);
      const steps = (field.defaultValue - field.min) / field.step;
      expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
    }
  });
});

describe("formatting a field value", () => {
  it("shows rupees in en-IN grouping, rates with %, and Year or Years", () => {
    expect(formatFieldValue(loanAmount, 5_000_000)).toBe("₹50,00,000");
    expect(formatFieldValue(interestRate, 8.5)).toBe("8.5%");
    expect(formatFieldValue(tenure, 1)).toBe("1 Year");
    expect(formatFieldValue(tenure, 20)).toBe("20 Years");
    expect(formatFieldValue(fdPeriod, 0.25)).toBe("0.25 Years");
  });

  it("shows an extra payment of 0 as 'No Extra Payment'", () => {
    expect(formatFieldValue(extraPaymentField, 0)).toBe("No Extra Payment");
    expect(formatFieldValue(extraPaymentField, 5000)).toBe("₹5,000");
  });

  it("speaks amounts with lakh and crore words", () => {
    expect(spokenFieldValue(loanAmount, 5_000_000)).toBe(
      "₹50,00,000 (50 lakh)",
    );
    expect(spokenFieldValue(interestRate, 8.5)).toBe("8.5 percent");
    expect(spokenFieldValue(tenure, 1)).toBe("1 year");
  });

  it("puts grouped rupees and plain numbers in the typed box", () => {
    expect(fieldText(loanAmount, 5_000_000)).toBe("50,00,000");
    expect(fieldText(interestRate, 6 + 0.1 * 3)).toBe("6.3");
  });
});

describe("reading a typed value", () => {
  it("accepts commas, the rupee sign and spaces", () => {
    expect(parseFieldText(loanAmount, "₹ 25,50,000")).toEqual({
      ok: true,
      value: 2_550_000,
    });
    expect(parseFieldText(interestRate, "9.25%")).toEqual({
      ok: true,
      value: 9.25,
    });
  });

  it("refuses out-of-range values with a message naming the field", () => {
    expect(parseFieldText(monthlyInvestment, "200")).toEqual({
      ok: false,
      message: "Monthly Investment must be between ₹500 and ₹1,00,000",
    });
    expect(parseFieldText(tenure, "31")).toEqual({
      ok: false,
      message: "Tenure must be between 1 Year and 30 Years",
    });
    expect(parseFieldText(extraPaymentField, "-5")).toEqual({
      ok: false,
      message: "Extra Payment must be between ₹0 and ₹1,00,000",
    });
  });

  it("refuses empty and non-numeric text", () => {
    expect(parseFieldText(interestRate, " ")).toEqual({
      ok: false,
      message: "Enter Interest Rate",
    });
    for (const text of ["abc", "1e3", "0x10", "8.5.1", "NaN", "Infinity"]) {
      expect(parseFieldText(interestRate, text)).toEqual({
        ok: false,
        message: "Interest Rate must be a number",
      });
    }
  });
});

describe("a field in Hindi", () => {
  it("says years, percent and lakh in Hindi, the figures as in English", () => {
    expect(formatFieldValue(hindiTenure, 20, "hi")).toBe("20 वर्ष");
    expect(spokenFieldValue(interestRate, 8.5, "hi")).toBe("8.5 प्रतिशत");
    expect(spokenFieldValue(hindiAmount, 5_000_000, "hi")).toBe(
      "₹50,00,000 (50 लाख)",
    );
  });

  it("refuses a typed value with a Hindi message naming the field", () => {
    expect(parseFieldText(hindiTenure, "31", "hi")).toEqual({
      ok: false,
      message: "अवधि 1 वर्ष से 30 वर्ष के बीच रखें",
    });
    expect(parseFieldText(hindiAmount, "", "hi")).toEqual({
      ok: false,
      message: "लोन राशि लिखें",
    });
  });
});

describe("a slider whose values come in multiples (the schemes' rules)", () => {
  const ppfYears = fieldOf("ppf", "years");
  const nscPrice = fieldOf("nsc", "principal");

  it("refuses a typed value off the multiple by name, in each language", () => {
    expect(parseFieldText(ppfYears, "17")).toEqual({
      ok: false,
      message: "Period must be a multiple of 5 Years",
    });
    expect(parseFieldText(ppfYears, "20")).toEqual({ ok: true, value: 20 });
    expect(parseFieldText(nscPrice, "10,050")).toEqual({
      ok: false,
      message: "Investment must be a multiple of ₹100",
    });
    expect(
      parseFieldText(fieldOf("scss", "deposit", hindi), "10500", "hi"),
    ).toEqual({ ok: false, message: "जमा राशि ₹1,000 के गुणज में रखें" });
    // Out of range says the range, as before.
    expect(parseFieldText(ppfYears, "55")).toEqual({
      ok: false,
      message: "Period must be between 15 Years and 50 Years",
    });
  });

  it("has every scheme's default on its multiple", () => {
    for (const slug of [
      "ppf",
      "nsc",
      "kvp",
      "scss",
      "post-office-mis",
      "post-office-td",
    ] as const) {
      for (const field of PAGE_FIELDS[slug]) {
        if (field.multipleOf === undefined) continue;
        expect(field.defaultValue % field.multipleOf, slug).toBe(0);
        expect(field.step % field.multipleOf, slug).toBe(0);
      }
    }
  });
});
