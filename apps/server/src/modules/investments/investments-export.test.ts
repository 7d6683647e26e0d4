import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

/** Splits RFC 4180 text into rows of cells, honouring quoted commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("exporting investments as CSV", () => {
  let first: Investment;
  let renewal: Investment;
  let rows: string[][];
  let response: Awaited<ReturnType<Caller["request"]>>;

  it.beforeAll(async ({ saver, lists }) => {
    const created = await saver.request("POST", "/api/investments", {
      company_id: lists.companyId("Kotak Mahindra Bank"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 150000.75,
      rate_of_interest: 7.25,
      start_date: "2024-01-15",
      end_date: "2025-01-15",
      maturity_amount: 161000,
      document_number: '=HYPERLINK("http://evil.example","click")',
      investment_notes: 'Joint with Priya, "either or survivor"\nBranch: Pune',
    });
    first = created.json() as Investment;
    renewal = (
      await saver.request("POST", `/api/investments/${first.id}/renew`, {
        new_end_date: "2026-01-15",
        new_rate: 7,
        transaction_reason: "+renewed at branch",
      })
    ).json() as Investment;
    response = await saver.request("GET", "/api/investments/export.csv");
    rows = parseCsv(response.body.replace(/^\uFEFF/, ""));
  });

  it("downloads as a dated UTF-8 CSV file with a byte-order mark", () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="kosh-investments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
  });

  it("has a header row and one row per investment, newest first", () => {
    expect(rows[0]).toEqual([
      "id",
      "company",
      "type",
      "principal_amount",
      "rate_of_interest",
      "start_date",
      "end_date",
      "maturity_amount",
      "status",
      "renewal_reference_id",
      "renewed_by",
      "transaction_reason",
      "document_number",
      "account_number",
      "investment_notes",
      "created_at (UTC)",
      "interest_schedule",
      "scheme",
      "monthly_instalment",
      "extended_years",
      "deposits_close_on",
      "holders",
      "deposits",
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row[0])).toEqual([renewal.id, first.id]);
  });

  it("links each renewal chain both ways", () => {
    const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
    const old = byId.get(first.id)!;
    const renewed = byId.get(renewal.id)!;
    expect(old[8]).toBe("renewed");
    expect(old[10]).toBe(renewal.id);
    expect(renewed[9]).toBe(first.id);
    expect(renewed[10]).toBe("");
  });

  it("writes amounts as plain numbers and names as text", () => {
    const old = rows.find((row) => row[0] === first.id)!;
    expect(old.slice(1, 8)).toEqual([
      "Kotak Mahindra Bank",
      "Fixed Deposit",
      "150000.75",
      "7.25",
      "2024-01-15",
      "2025-01-15",
      "161000",
    ]);
  });

  it("writes when each was recorded as an instant in UTC, which its header names", () => {
    const old = rows.find((row) => row[0] === first.id)!;
    expect(rows[0]![15]).toBe("created_at (UTC)");
    expect(old[15]).toBe(first.created_at);
    expect(old[15]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("keeps commas, quotes and line breaks inside their cell", () => {
    const old = rows.find((row) => row[0] === first.id)!;
    expect(old[14]).toBe(
      'Joint with Priya, "either or survivor"\nBranch: Pune',
    );
  });

  it("turns cells a spreadsheet would run as formulas into text", () => {
    const old = rows.find((row) => row[0] === first.id)!;
    const renewed = rows.find((row) => row[0] === renewal.id)!;
    expect(old[12]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(renewed[11]).toBe("'+renewed at branch");
  });
});

describe("exporting investments as CSV from a Hindi page", () => {
  it("names the columns in Hindi and keeps the values as the API writes them", async ({
    saver,
    lists,
  }) => {
    const created = (
      await saver.request("POST", "/api/investments", {
        company_id: lists.companyId("Kotak Mahindra Bank"),
        invest_type_id: lists.investTypeId("Fixed Deposit"),
        principal_amount: 100000,
        rate_of_interest: 7,
        start_date: "2024-01-15",
        end_date: "2025-01-15",
        interest_schedule: "payout_quarterly",
      })
    ).json() as Investment;
    const response = await saver.request(
      "GET",
      "/api/investments/export.csv",
      undefined,
      { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([
      "आईडी",
      "संस्था",
      "प्रकार",
      "मूलधन",
      "ब्याज दर",
      "आरंभ तिथि",
      "समाप्ति तिथि",
      "परिपक्वता राशि",
      "स्थिति",
      "नवीनीकृत निवेश की आईडी",
      "नवीनीकरण से बने निवेश की आईडी",
      "कारण",
      "दस्तावेज़ संख्या",
      "खाता संख्या",
      "टिप्पणी",
      "दर्ज करने का समय (UTC)",
      "ब्याज का तरीका",
      "योजना",
      "मासिक किस्त",
      "बढ़ाई गई अवधि (वर्ष)",
      "जमा बंद होने की तिथि",
      "धारक",
      "जमा राशियाँ",
    ]);
    const row = rows.find((cells) => cells[0] === created.id)!;
    expect(row.slice(16, 21)).toEqual([
      "payout_quarterly",
      "term_deposit",
      "",
      "0",
      "",
    ]);
    expect([row[3], row[5], row[8]]).toEqual([
      "100000",
      "2024-01-15",
      "active",
    ]);
  });
});

describe("exporting an extended PPF account as CSV", () => {
  it("says in its last two columns by how many years it was extended and from when it takes no deposits", async ({
    saver,
    lists,
  }) => {
    // Opened in FY 2009-10: matured on 1 April 2025, extended without deposits from then.
    const ppf = (
      await saver.request("POST", "/api/investments", {
        company_id: lists.companyId("State Bank of India"),
        invest_type_id: lists.investTypeId("PPF"),
        principal_amount: 50_000,
        rate_of_interest: 7.1,
        start_date: "2009-06-01",
      })
    ).json() as Investment;
    const extended = await saver.request(
      "POST",
      `/api/investments/${ppf.id}/extend`,
      { with_deposits: false },
    );
    expect(extended.statusCode, extended.body).toBe(200);
    const response = await saver.request("GET", "/api/investments/export.csv");
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ""));
    const row = rows.find((cells) => cells[0] === ppf.id)!;
    expect(row.slice(6, 7)).toEqual(["2030-04-01"]);
    expect(row.slice(17, 21)).toEqual(["ppf", "", "5", "2025-04-01"]);
  });
});

describe("exporting a household's joint deposit as CSV", () => {
  it("names its holders in its holders column, first holder first", async ({
    tracker,
    lists,
  }) => {
    const person = await tracker.signedInUser("csv-joint");
    await person.request("PUT", "/api/auth/complete-profile", {
      name: "Asha Rao",
      date_of_birth: "1970-01-01",
      location: "Pune",
    });
    const [own] = (
      await person.request("GET", "/api/household/members")
    ).json() as { id: string }[];
    const spouse = (
      await person.request("POST", "/api/household/members", {
        name: "Ravi Rao",
        relation: "spouse",
      })
    ).json() as { id: string };
    await person.request("POST", "/api/investments", {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 100_000,
      rate_of_interest: 7,
      start_date: "2024-01-15",
      end_date: "2025-01-15",
      holder_ids: [spouse.id, own!.id],
    });
    const response = await person.request("GET", "/api/investments/export.csv");
    const [header, row] = parseCsv(response.body.replace(/^\uFEFF/, ""));
    const column = header!.indexOf("holders");
    expect(row![column]).toBe("Ravi Rao; Asha Rao");
    expect(row!.at(-1)).toBe("");
  });
});

describe("exporting a PPF account as CSV", () => {
  it("writes its deposits in the last column, oldest first, each its date and amount", async ({
    saver,
    lists,
  }) => {
    const account = (
      await saver.request("POST", "/api/investments", {
        company_id: lists.companyId("State Bank of India"),
        invest_type_id: lists.investTypeId("PPF"),
        principal_amount: 150_000,
        rate_of_interest: 7.1,
        start_date: "2023-04-10",
      })
    ).json() as Investment;
    for (const [date, amount] of [
      ["2025-04-02", 12_500.5],
      ["2024-04-05", 100_000],
    ] as const)
      await saver.request("POST", `/api/investments/${account.id}/deposits`, {
        date,
        amount,
      });
    const response = await saver.request("GET", "/api/investments/export.csv");
    const [header, row] = parseCsv(response.body.replace(/^\uFEFF/, ""));
    expect(header!.at(-1)).toBe("deposits");
    expect(row![header!.indexOf("principal_amount")]).toBe("262500.5");
    expect(row!.at(-1)).toBe(
      "2023-04-10 150000; 2024-04-05 100000; 2025-04-02 12500.5",
    );
  });
});
