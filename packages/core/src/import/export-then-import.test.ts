import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVESTMENT_STATUSES } from "../contracts/investments.ts";
import { INTEREST_SCHEDULES } from "../deposits/interest-schedule.ts";
import { INVESTMENT_SCHEMES } from "../deposits/investment-scheme.ts";
import { LOCALES } from "../i18n/locale.ts";
import {
  type ExportedInvestment,
  HOLDER_SEPARATOR,
  investmentsCsv,
} from "../investments/investments-csv.ts";
import { testInvestment } from "../investments/test-investment.ts";
import type { ImportedInvestment } from "./imported-investments.ts";
import { readInvestmentsCsv } from "./read-investments-csv.ts";
import { utf16Bytes } from "./test-utf16.ts";

/**
 * Text as the API stores it (trimmed, one line, no control or invisible characters), drawn from
 * what troubles a CSV: its separators and quotes, formula starts, a single quote, Devanagari.
 */
const storedText = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom(
        "a",
        "Z",
        "7",
        " ",
        ",",
        ";",
        '"',
        "'",
        "=",
        "+",
        "-",
        "@",
        "₹",
        "स",
        "्",
        "ट",
        "é",
      ),
      minLength: 1,
      maxLength: max,
    })
    .map((text) => text.trim())
    .filter((text) => text !== "");

/** Notes may hold line breaks, LF or CRLF. */
const notes = fc
  .array(storedText(40), { minLength: 1, maxLength: 3 })
  .chain((lines) =>
    fc.constantFrom("\n", "\r\n").map((lineBreak) => lines.join(lineBreak)),
  );

const rupees = fc
  .integer({ min: 1, max: 10_000_000_000_000 })
  .map((paise) => paise / 100);
const day = fc
  .date({
    min: new Date("1990-01-01T00:00:00Z"),
    max: new Date("2090-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const exported: fc.Arbitrary<ExportedInvestment> = fc
  .record({
    id: fc.uuid(),
    company: storedText(100),
    type: storedText(100),
    principal_amount: rupees,
    rate_of_interest: fc
      .integer({ min: 0, max: 5_000 })
      .map((hundredths) => hundredths / 100),
    dates: fc
      .uniqueArray(day, { minLength: 2, maxLength: 2 })
      .map((pair) => pair.sort()),
    maturity_amount: fc.option(rupees),
    status: fc.constantFrom(...INVESTMENT_STATUSES),
    renewal_reference_id: fc.option(fc.uuid()),
    renewed_by: fc.option(fc.uuid()),
    transaction_reason: fc.option(storedText(500)),
    document_number: fc.option(storedText(100)),
    account_number: fc.option(storedText(100)),
    investment_notes: fc.option(notes),
    created_at: fc
      .date({
        min: new Date("2020-01-01T00:00:00Z"),
        max: new Date("2030-01-01T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
    interest_schedule: fc.option(fc.constantFrom(...INTEREST_SCHEDULES)),
    scheme: fc.constantFrom(...INVESTMENT_SCHEMES),
    monthly_instalment: fc.option(rupees),
    extended_years: fc.constantFrom(0, 5, 10, 15),
    deposits_close_on: fc.option(day),
    holder_names: fc.array(storedText(100), { minLength: 1, maxLength: 4 }),
    // A PPF or Sukanya Samriddhi account's deposits, oldest first as the API lists them; none for
    // every other investment. Several in a year, and more than one year allows, are the export's
    // to carry: the import judges them (apps/server's import tests).
    deposits: fc
      .array(fc.record({ id: fc.uuid(), date: day, amount: rupees }), {
        maxLength: 6,
      })
      .map((deposits) =>
        deposits.sort((a, b) =>
          a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
        ),
      ),
  })
  .map(
    ({
      company,
      type,
      dates: [start, end],
      renewed_by,
      holder_names,
      ...rest
    }) => ({
      ...testInvestment({
        ...rest,
        start_date: start!,
        end_date: end!,
        investment_companies: { name: company },
        invest_types: { type_name: type },
      }),
      renewed_by,
      holder_names,
    }),
  );

/** What the import should read back of an exported investment. */
const asImported = (
  row: ExportedInvestment,
): Omit<ImportedInvestment, "line"> => ({
  id: row.id,
  institution: row.investment_companies.name,
  type: row.invest_types.type_name,
  holder: row.holder_names.join(HOLDER_SEPARATOR),
  principal_amount: row.principal_amount,
  rate_of_interest: row.rate_of_interest,
  start_date: row.start_date,
  end_date: row.end_date,
  maturity_amount: row.maturity_amount,
  status: row.status,
  renewal_reference_id: row.renewal_reference_id,
  renewed_by: row.renewed_by,
  transaction_reason: row.transaction_reason,
  document_number: row.document_number,
  account_number: row.account_number,
  investment_notes: row.investment_notes,
  created_at: row.created_at,
  interest_schedule: row.interest_schedule,
  scheme: row.scheme,
  monthly_instalment: row.monthly_instalment,
  extended_years: row.extended_years,
  deposits_close_on: row.deposits_close_on,
  deposits:
    row.deposits.length === 0
      ? null
      : row.deposits.map(({ date, amount }) => ({ date, amount })),
});

describe("Kosh's export, imported", () => {
  it("reads back every investment exactly as it was exported, in either language and encoding", () => {
    fc.assert(
      fc.property(
        fc.array(exported, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom("utf-8", "utf-16le", "text"),
        (investments, locale, encoding) => {
          const csv = investmentsCsv(investments, locale);
          const file =
            encoding === "text"
              ? csv
              : encoding === "utf-8"
                ? new TextEncoder().encode(csv)
                : utf16Bytes(csv, "le");
          const read = readInvestmentsCsv(file);
          if (!read.ok) throw new Error(read.problem.key);
          expect(read.value.proposed.koshExport).toBe(true);
          expect(read.value.proposed.unmapped).toEqual([]);
          const back = read.value.rows.map((row) => {
            if (!row.ok) throw new Error(JSON.stringify(row.problems));
            const { line: _line, ...investment } = row.investment;
            return investment;
          });
          expect(back).toEqual(investments.map(asImported));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads an exported renewal chain back with both its links", () => {
    const first = {
      ...testInvestment({ id: "first", status: "renewed" }),
      renewed_by: "second",
      holder_names: ["Asha"],
    };
    const second = {
      ...testInvestment({
        id: "second",
        renewal_reference_id: "first",
        start_date: "2026-01-01",
        end_date: "2027-01-01",
      }),
      renewed_by: null,
      holder_names: ["Asha", "Ravi"],
    };
    const read = readInvestmentsCsv(investmentsCsv([second, first], "hi"));
    expect(read.ok && read.value.rows).toMatchObject([
      {
        ok: true,
        line: 2,
        investment: {
          id: "second",
          renewal_reference_id: "first",
          renewed_by: null,
        },
      },
      {
        ok: true,
        line: 3,
        investment: { id: "first", status: "renewed", renewed_by: "second" },
      },
    ]);
  });
});
