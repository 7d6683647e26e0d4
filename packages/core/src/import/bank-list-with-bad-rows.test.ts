import { describe, expect, it } from "vitest";
import { translate } from "../i18n/messages.ts";
import { importedInvestments } from "./imported-investments.ts";
import { IMPORT_WORDS } from "./import-template.ts";
import { rowProblemEntries, rowProblemText } from "./import-problem-text.ts";
import { readInvestmentsCsv } from "./read-investments-csv.ts";

/** A bank's FD list as Excel saves it with a semicolon, two rows bad and one holding formula text. */
const BANK_LIST = [
  "Bank Name;FD No.;Deposit Amount;ROI;Value Date;Maturity Date;Maturity Amount;Remarks",
  "SBI;FD-1001;₹1,50,000;7.10%;05-04-2024;05-04-2025;1,60,901;ok",
  "PNB;FD-1002;2,00,000;250 %;31-02-2024;01-01-2024;;",
  'HDFC;FD-1003;Rs. 50,000/-;7;05 Apr 2024;5-Apr-2023;;"=HYPERLINK(""http://evil.example"")"',
  "Bank of Baroda;;1,000,000.50;6.85;2024-01-15;15/01/2026;;'+91 ring the branch",
  ";FD-1005;;;;;;",
].join("\r\n");

const read = () => {
  const file = readInvestmentsCsv(new TextEncoder().encode(BANK_LIST));
  if (!file.ok) throw new Error(file.problem.key);
  return file.value;
};

describe("a bank's list with bad rows", () => {
  it("reads the good rows as investments, without a type", () => {
    const { rows } = read();
    expect(
      rows.filter((row) => row.ok).map((row) => row.ok && row.investment),
    ).toMatchObject([
      {
        line: 2,
        institution: "SBI",
        type: null,
        document_number: "FD-1001",
        principal_amount: 150_000,
        rate_of_interest: 7.1,
        start_date: "2024-04-05",
        end_date: "2025-04-05",
        maturity_amount: 160_901,
        investment_notes: "ok",
      },
      {
        line: 5,
        institution: "Bank of Baroda",
        document_number: null,
        principal_amount: 1_000_000.5,
        rate_of_interest: 6.85,
        start_date: "2024-01-15",
        end_date: "2026-01-15",
        maturity_amount: null,
        investment_notes: "+91 ring the branch",
      },
    ]);
  });

  it("lists each bad row's every problem with its line and field, in English and Hindi", () => {
    const problems = read().rows.flatMap((row) => (row.ok ? [] : row.problems));
    expect(
      problems.map((problem) =>
        rowProblemText(problem, translate(IMPORT_WORDS.en)),
      ),
    ).toEqual([
      "Line 3, Rate of interest: 250 % is not a rate between 0 % and 50 %",
      "Line 3, Start date: 31-02-2024 is not a date that exists",
      "Line 4, End date: 5-Apr-2023 is not after the start date 05 Apr 2024",
      "Line 6, Institution: is missing",
      "Line 6, Rate of interest: is missing",
      "Line 6, Start date: is missing",
      "Line 6, Principal: is missing",
    ]);
    expect(rowProblemText(problems[1]!, translate(IMPORT_WORDS.hi))).toBe(
      "पंक्ति 3, आरंभ तिथि: 31-02-2024 कोई वास्तविक तिथि नहीं है",
    );
  });

  it("gives a row's problems as the import's answer lists them", () => {
    const row = read().rows.find((entry) => entry.line === 4)!;
    expect(row.ok).toBe(false);
    expect(
      rowProblemEntries(row.ok ? [] : row.problems, translate(IMPORT_WORDS.en)),
    ).toEqual([
      {
        line: 4,
        field: "end_date",
        message:
          "Line 4, End date: 5-Apr-2023 is not after the start date 05 Apr 2024",
      },
    ]);
  });

  it("keeps formula text as text, to be stored as written", () => {
    const hdfc = importedInvestments(
      [
        {
          line: 9,
          cells: [
            "HDFC",
            "50000",
            "7",
            "2024-04-05",
            '=HYPERLINK("http://evil.example")',
          ],
        },
      ],
      {
        institution: 0,
        principal_amount: 1,
        rate_of_interest: 2,
        start_date: 3,
        investment_notes: 4,
      },
    );
    expect(hdfc).toMatchObject([
      {
        ok: true,
        investment: { investment_notes: '=HYPERLINK("http://evil.example")' },
      },
    ]);
  });

  it("refuses text no field may hold and text past its length, naming the field", () => {
    const rows = importedInvestments(
      [
        {
          line: 2,
          cells: ["SBI\u202e", "50000", "7", "2024-04-05", "x".repeat(101)],
        },
      ],
      {
        institution: 0,
        principal_amount: 1,
        rate_of_interest: 2,
        start_date: 3,
        account_number: 4,
      },
    );
    expect(rows).toEqual([
      {
        ok: false,
        line: 2,
        problems: [
          {
            line: 2,
            field: "institution",
            reason: {
              key: "reason.character",
              values: { character: "U+202E" },
            },
          },
          {
            line: 2,
            field: "account_number",
            reason: { key: "reason.tooLong", values: { max: 100 } },
          },
        ],
      },
    ]);
  });

  it("reads the rows by the person's corrected mapping", () => {
    const file = readInvestmentsCsv(
      "Where,How much,Rate,From\nSBI,1000,7,2024-04-05\n",
      {
        institution: 0,
        principal_amount: 1,
        rate_of_interest: 2,
        start_date: 3,
      },
    );
    expect(file.ok && file.value.proposed.mapping).toEqual({
      rate_of_interest: 2,
    });
    expect(file.ok && file.value.rows[0]).toMatchObject({
      ok: true,
      investment: { institution: "SBI", principal_amount: 1000 },
    });
  });
});

describe("a file refused as a whole", () => {
  it("refuses more than 5,000 rows, saying how many", () => {
    const rows = Array.from({ length: 5_001 }, () => "SBI,1000,7,2024-04-05");
    expect(
      readInvestmentsCsv(["Bank,Amount,Rate,Value Date", ...rows].join("\n")),
    ).toEqual({
      ok: false,
      problem: {
        key: "file.tooManyRows",
        values: { rows: "5,001", max: "5,000" },
      },
    });
    expect(
      readInvestmentsCsv(
        ["Bank,Amount,Rate,Value Date", ...rows.slice(1)].join("\n"),
      ).ok,
    ).toBe(true);
  });

  it("refuses a header without rows, and pasted text past 5 MB", () => {
    expect(readInvestmentsCsv("Bank,Amount\r\n\r\n")).toEqual({
      ok: false,
      problem: { key: "file.empty" },
    });
    expect(readInvestmentsCsv("x".repeat(5 * 1024 * 1024 + 1))).toMatchObject({
      ok: false,
      problem: { key: "file.tooLarge" },
    });
  });

  it("reads a file with no header it knows, mapping nothing, for the person to map", () => {
    const file = readInvestmentsCsv("a,b\n1,2\n");
    expect(file.ok && file.value.proposed).toEqual({
      mapping: {},
      unmapped: [0, 1],
      koshExport: false,
    });
  });
});
