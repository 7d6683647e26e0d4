import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountInWords,
  formatIndianDecimal,
  formatIndianNumber,
  formatInr,
  formatInrShort,
  roundRupees,
} from "./money.ts";

// What the hand-written formatting must equal: Intl's en-IN output (money.ts says why it is not
// used in the app).
const intlRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const intlDecimal = (places: number) =>
  new Intl.NumberFormat("en-IN", { maximumFractionDigits: places });
const intlTwoPlaces = intlDecimal(2);
const intlWhole = intlDecimal(0);

/** Every kind of number: amounts, rates with decimals, tiny and huge ones, the odd values. */
const anyNumber = fc.oneof(
  fc.integer({ min: -1e9, max: 1e13 }),
  fc.double({ noNaN: false }),
  fc.double({ min: -1e7, max: 1e7 }),
  fc
    .tuple(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 999 }))
    .map(([whole, thousandths]) => whole + thousandths / 1000),
  fc.constantFrom(0, -0, 1.005, 2.675, 9.995, 0.005, 99.995, 1e21, 5e-324),
);

describe("Indian number formatting", () => {
  it("writes rupees as Intl's en-IN currency format does", () => {
    expect(formatInr(1234567.5)).toBe("₹12,34,568");
    expect(formatInr(-1234)).toBe("-₹1,234");
    expect(formatInr(-0.4)).toBe("₹0");
    fc.assert(
      fc.property(anyNumber, (amount) => {
        expect(formatInr(amount)).toBe(intlRupees.format(roundRupees(amount)));
      }),
      { numRuns: 5000 },
    );
  });

  it("writes whole numbers and up to two decimals as Intl's en-IN does", () => {
    expect(formatIndianDecimal(8.5)).toBe("8.5");
    expect(formatIndianDecimal(1.005)).toBe("1.01");
    expect(formatIndianDecimal(99.995)).toBe("100");
    expect(formatIndianDecimal(12345678.9)).toBe("1,23,45,678.9");
    expect(formatIndianNumber(1e21)).toBe("1,00,00,00,00,00,00,00,00,00,000");
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(formatIndianDecimal(value)).toBe(intlTwoPlaces.format(value));
        expect(formatIndianNumber(value)).toBe(
          intlWhole.format(roundRupees(value)),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it("rounds to any number of decimals as Intl does", () => {
    fc.assert(
      fc.property(
        anyNumber,
        fc.integer({ min: 0, max: 6 }),
        (value, places) => {
          expect(formatIndianDecimal(value, places)).toBe(
            intlDecimal(places).format(value),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("lakh and crore in Hindi", () => {
  it("say लाख and करोड़ where English says lakh and crore, with the same figures", () => {
    expect(amountInWords(1_162_000, "hi")).toBe("11.62 लाख");
    expect(amountInWords(12_500_000, "hi")).toBe("1.25 करोड़");
    expect(amountInWords(99_999, "hi")).toBeNull();
    expect(formatInrShort(1_162_000, "hi")).toBe("₹11.62 लाख");
    expect(formatInrShort(-12_500_000, "hi")).toBe("-₹1.25 करोड़");
    expect(formatInrShort(1_162_000)).toBe("₹11.62 L");
    // Below a lakh the amount is written out, in Latin digits as hi-IN does (₹12,345).
    expect(formatInrShort(12_345, "hi")).toBe("₹12,345");
  });
});
