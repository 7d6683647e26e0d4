import { describe, expect, it } from "vitest";
import { testInvestment } from "../investments/test-investment.ts";
import { interestIncomeCsv } from "./interest-income-csv.ts";

describe("a tax year's interest as CSV", () => {
  const fd = testInvestment({
    id: "fd",
    account_number: "3001",
    interest_schedule: "cumulative_quarterly",
  });
  const csv = interestIncomeCsv(
    {
      financial_year: "2024-25",
      total: 7_186,
      exempt: 0,
      taxable: 7_186,
      institutions: [
        {
          company_id: "company-sbi",
          name: "State Bank of India",
          interest: 7_186,
        },
      ],
      investments: [{ id: "fd", interest: 7_186, exempt: false }],
    },
    [fd],
  );
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

  it("has a row per deposit with its bank, account and schedule, then the total", () => {
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      '2024-25,State Bank of India,Fixed Deposit,3001,,100000,7,2025-01-01,2026-01-01,active,"Interest added every quarter, paid at maturity",7186',
    );
    expect(lines[2]).toBe("2024-25,Total,,,,,,,,,,7186");
    expect(lines[0]?.split(",")).toHaveLength(12);
  });
});

describe("a tax year's interest as CSV with a PPF account", () => {
  const fd = testInvestment({ id: "fd", account_number: "3001" });
  const ppf = testInvestment({
    id: "ppf",
    scheme: "ppf",
    account_number: "PPF-9",
    invest_types: { type_name: "PPF" },
  });
  const lines = interestIncomeCsv(
    {
      financial_year: "2025-26",
      total: 17_836,
      exempt: 10_650,
      taxable: 7_186,
      institutions: [],
      investments: [
        { id: "ppf", interest: 10_650, exempt: true },
        { id: "fd", interest: 7_186, exempt: false },
      ],
    },
    [fd, ppf],
  )
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

  it("says which interest is exempt and which taxable, with both totals after the total", () => {
    expect(lines[0]?.split(",").slice(-2)).toEqual(["tax", "interest"]);
    expect(lines[1]).toMatch(
      /^2025-26,State Bank of India,PPF,PPF-9,.*,Exempt,10650$/,
    );
    expect(lines[2]).toMatch(/,Taxable,7186$/);
    expect(lines.slice(3)).toEqual([
      "2025-26,Total,,,,,,,,,,,17836",
      "2025-26,Exempt total,,,,,,,,,,,10650",
      "2025-26,Taxable total,,,,,,,,,,,7186",
    ]);
  });
});
