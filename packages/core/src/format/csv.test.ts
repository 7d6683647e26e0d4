import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  csvCell,
  csvDocument,
  neutraliseFormula,
  restoreFormula,
} from "./csv.ts";

describe("csvCell", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvCell("HDFC Bank")).toBe("HDFC Bank");
    expect(csvCell(100000.5)).toBe("100000.5");
  });

  it("writes null and undefined as an empty cell", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes text holding a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Kotak Mahindra Bank, Pune")).toBe(
      '"Kotak Mahindra Bank, Pune"',
    );
    expect(csvCell('Receipt "A-17"')).toBe('"Receipt ""A-17"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  });

  it.each(['=HYPERLINK("http://x")', "+91 98", "-2+3", "@SUM(A1)", "\tcmd"])(
    "neutralises %j so a spreadsheet shows it as text",
    (value) => {
      expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("quotes a neutralised formula that also holds a comma", () => {
    expect(csvCell("=SUM(A1,A2)")).toBe(`"'=SUM(A1,A2)"`);
  });
});

describe("neutraliseFormula and restoreFormula", () => {
  it("prefixes text starting with =, +, -, @, a tab or a CR, and leaves other text alone", () => {
    expect(
      ["=1+2", "+91", "-5", "@A1", "\tx", "\rx"].map(neutraliseFormula),
    ).toEqual(["'=1+2", "'+91", "'-5", "'@A1", "'\tx", "'\rx"]);
    expect(neutraliseFormula("SBI 'Flexi'")).toBe("SBI 'Flexi'");
  });

  it("keeps a single quote that stands before anything but formula text", () => {
    expect(restoreFormula("'Flexi' deposit")).toBe("'Flexi' deposit");
    expect(restoreFormula("'=1+2")).toBe("=1+2");
  });

  it("quotes text that already reads as a quoted formula once more, so it comes back whole", () => {
    expect(neutraliseFormula("'=1+2")).toBe("''=1+2");
    expect(restoreFormula("''=1+2")).toBe("'=1+2");
  });

  it("gives back any text it neutralised", () => {
    const quotedOrFormula = fc.tuple(
      fc.string({ unit: fc.constantFrom("'", "=", "+", "-", "@", "\t", "a") }),
      fc.string(),
    );
    fc.assert(
      fc.property(quotedOrFormula, ([start, rest]) => {
        const text = start + rest;
        expect(restoreFormula(neutraliseFormula(text))).toBe(text);
      }),
    );
  });
});

describe("csvDocument", () => {
  it("starts with a byte-order mark and ends every row with CRLF", () => {
    const text = csvDocument([
      ["name", "amount"],
      ["State Bank of India", 250000],
    ]);
    expect(text).toBe("\uFEFFname,amount\r\nState Bank of India,250000\r\n");
  });
});
