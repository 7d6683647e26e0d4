import { describe, expect, it } from "vitest";
import { translate } from "../i18n/messages.ts";
import { testInvestment } from "../investments/test-investment.ts";
import { financialYearLabel } from "./interest-by-financial-year.ts";
import { interestIncomeCsv } from "./interest-income-csv.ts";
import hi from "./messages/hi.ts";

describe("a tax year's interest as CSV, downloaded from a Hindi page", () => {
  const fd = testInvestment({
    id: "fd",
    account_number: "3001",
    interest_schedule: "payout_monthly",
  });
  const unrecorded = testInvestment({ id: "rd", interest_schedule: null });
  const lines = interestIncomeCsv(
    {
      financial_year: "2024-25",
      total: 9_186,
      exempt: 0,
      taxable: 9_186,
      institutions: [],
      investments: [
        { id: "fd", interest: 7_186, exempt: false },
        { id: "rd", interest: 2_000, exempt: false },
      ],
    },
    [fd, unrecorded],
    translate(hi),
  )
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

  it("has its headers, the schedule and the total row in Hindi, the values as the API gives them", () => {
    expect(lines[0]).toBe(
      "वित्त वर्ष,संस्था,प्रकार,खाता संख्या,दस्तावेज़ संख्या,मूलधन,ब्याज दर,आरंभ तिथि,समाप्ति तिथि,स्थिति,ब्याज का तरीका,ब्याज",
    );
    expect(lines[1]).toBe(
      "2024-25,State Bank of India,Fixed Deposit,3001,,100000,7,2025-01-01,2026-01-01,active,ब्याज हर महीने मुझे मिलता है,7186",
    );
    expect(lines[2]).toContain(",दर्ज नहीं,2000");
    expect(lines[3]).toBe("2024-25,कुल,,,,,,,,,,9186");
  });

  it("names the financial year as the return does, in Hindi", () => {
    expect(financialYearLabel("2024-25", translate(hi))).toBe(
      "वित्त वर्ष 2024-25 (अप्रैल 2024 से मार्च 2025)",
    );
    expect(financialYearLabel("2024-25")).toBe(
      "FY 2024-25 (April 2024 to March 2025)",
    );
  });
});
