import { describe, expect, it } from "vitest";
import { translate } from "../i18n/messages.ts";
import {
  CSV_WORDS,
  INVESTMENT_CSV_COLUMNS,
} from "../investments/investments-csv.ts";
import { knownHeaders, proposeColumnMapping } from "./column-mapping.ts";
import { comparableName } from "./comparable-name.ts";
import { IMPORT_FIELDS } from "./import-fields.ts";
import { importTemplateCsv } from "./import-template.ts";
import { readCsv } from "./read-csv.ts";

const headerOf = (csv: string) => {
  const table = readCsv(csv);
  if (!table.ok) throw new Error(table.problem.key);
  return table.value.rows[0]!.cells;
};

describe("mapping the columns of Kosh's own export", () => {
  it.each(["en", "hi"] as const)(
    "maps every column of the %s export to its field",
    (locale) => {
      const t = translate(CSV_WORDS[locale]);
      const header = INVESTMENT_CSV_COLUMNS.map(([name]) => t(name));
      const { mapping, unmapped, koshExport } = proposeColumnMapping(header);
      expect(koshExport).toBe(true);
      expect(unmapped).toEqual([]);
      expect(mapping).toEqual({
        id: 0,
        institution: 1,
        type: 2,
        principal_amount: 3,
        rate_of_interest: 4,
        start_date: 5,
        end_date: 6,
        maturity_amount: 7,
        status: 8,
        renewal_reference_id: 9,
        renewed_by: 10,
        transaction_reason: 11,
        document_number: 12,
        account_number: 13,
        investment_notes: 14,
        created_at: 15,
        interest_schedule: 16,
        scheme: 17,
        monthly_instalment: 18,
        extended_years: 19,
        deposits_close_on: 20,
        holder: 21,
        deposits: 22,
      });
    },
  );

  it("knows an export from before its last columns were added", () => {
    const t = translate(CSV_WORDS.en);
    const header = INVESTMENT_CSV_COLUMNS.slice(0, 16).map(([name]) => t(name));
    expect(proposeColumnMapping(header).koshExport).toBe(true);
    expect(
      proposeColumnMapping(["company", "principal_amount"]).koshExport,
    ).toBe(false);
  });
});

describe("mapping the columns of Kosh's template", () => {
  it.each(["en", "hi"] as const)(
    "maps the %s template's every header",
    (locale) => {
      const header = headerOf(importTemplateCsv(locale));
      expect(proposeColumnMapping(header)).toEqual({
        mapping: {
          institution: 0,
          type: 1,
          holder: 2,
          principal_amount: 3,
          rate_of_interest: 4,
          start_date: 5,
          end_date: 6,
          maturity_amount: 7,
          account_number: 8,
          document_number: 9,
          investment_notes: 10,
        },
        unmapped: [],
        koshExport: false,
      });
    },
  );

  it("writes the English template's headers as a person types them, with Excel's byte-order mark", () => {
    expect(importTemplateCsv("en")).toBe(
      "\uFEFFInstitution,Type,Holder,Principal,Rate,Start Date,End Date,Maturity Amount,Account Number,Receipt Number,Notes\r\n",
    );
  });
});

describe("mapping a bank's headers", () => {
  it("maps the usual names whatever their case, spacing and punctuation, and lists the rest", () => {
    const header = [
      "Sr. No.",
      "BANK NAME",
      "FD No.",
      "Deposit Amount",
      "ROI (%)",
      "Value Date",
      "Maturity Date",
      "Maturity Value",
      "A/c No.",
      "Branch",
      "Remarks",
    ];
    expect(proposeColumnMapping(header)).toEqual({
      mapping: {
        institution: 1,
        document_number: 2,
        principal_amount: 3,
        rate_of_interest: 4,
        start_date: 5,
        end_date: 6,
        maturity_amount: 7,
        account_number: 8,
        investment_notes: 10,
      },
      unmapped: [0, 9],
      koshExport: false,
    });
  });

  it.each([
    ["Principal", "principal_amount"],
    ["Principal Amount", "principal_amount"],
    ["deposit amount", "principal_amount"],
    ["Rate %", "rate_of_interest"],
    ["Interest Rate", "rate_of_interest"],
    ["Rate of Interest (% p.a.)", "rate_of_interest"],
    ["Opening Date", "start_date"],
    ["Receipt No.", "document_number"],
    ["Account No.", "account_number"],
    ["Bank", "institution"],
    ["Institution", "institution"],
  ] as const)("reads %j as %s", (header, field) => {
    expect(proposeColumnMapping([header]).mapping).toEqual({ [field]: 0 });
  });

  it("maps a field to the first of two columns naming it; the second stays unmapped", () => {
    expect(proposeColumnMapping(["Bank", "Bank Name"])).toMatchObject({
      mapping: { institution: 0 },
      unmapped: [1],
    });
  });

  it("knows a header for every field, and no header for two (knownHeaders throws on one)", () => {
    const names = knownHeaders();
    expect(new Set(names.values())).toEqual(new Set(IMPORT_FIELDS));
    expect(names.get(comparableName("Maturity Amount"))).toBe(
      "maturity_amount",
    );
    expect(names.get(comparableName("Amount"))).toBe("principal_amount");
  });
});
