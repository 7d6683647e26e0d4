import type { Investment } from "@kosh/core/contracts/investments";
import fc from "fast-check";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import {
  decodeInvestments,
  InvestmentRowError,
  type InvestmentsAnswer,
  isoTime,
} from "./investment-rows.ts";

const columns = [
  "id",
  "company_id",
  "invest_type_id",
  "principal_amount",
  "rate_of_interest",
  "start_date",
  "end_date",
  "maturity_amount",
  "status",
  "document_number",
  "account_number",
  "investment_notes",
  "transaction_reason",
  "renewal_reference_id",
  "interest_schedule",
  "monthly_instalment",
  "extended_years",
  "deposits_close_on",
  "created_at",
  "updated_at",
];
const values = [
  "inv-1",
  "company-1",
  "type-1",
  "100000.00",
  "7.25",
  "2025-04-01",
  "2030-04-01",
  "141478.50",
  "closed",
  "FDR-0042",
  "30012345678",
  "Joint with spouse",
  "Premature withdrawal",
  "inv-0",
  "payout_monthly",
  null,
  "0",
  null,
  "2026-03-10 10:00:00.123456+05:30",
  "2026-03-11 09:30:00+05:30",
];

function answer(
  names: unknown[],
  rows: unknown[][],
  accounts: Pick<InvestmentsAnswer, "deposits" | "quarters"> = {
    deposits: "{}",
    quarters: null,
  },
) {
  return {
    columns: JSON.stringify(names),
    rows: JSON.stringify(rows),
    company_names: JSON.stringify({ "company-1": "State Bank of India" }),
    type_names: JSON.stringify({
      "type-1": "Fixed Deposit",
      "type-2": "PPF",
    }),
    type_schemes: JSON.stringify({ "type-1": "term_deposit", "type-2": "ppf" }),
    holders: "inv-1 member-2,inv-1 member-1",
    ...accounts,
  };
}

describe("decoding the investments query's answer", () => {
  it("reads every field from the column of its name, times as toISOString writes them", () => {
    expect(decodeInvestments(answer(columns, [values]))).toEqual([
      {
        id: "inv-1",
        company_id: "company-1",
        invest_type_id: "type-1",
        principal_amount: 100000,
        rate_of_interest: 7.25,
        start_date: "2025-04-01",
        end_date: "2030-04-01",
        maturity_amount: 141478.5,
        status: "closed",
        document_number: "FDR-0042",
        account_number: "30012345678",
        investment_notes: "Joint with spouse",
        transaction_reason: "Premature withdrawal",
        renewal_reference_id: "inv-0",
        interest_schedule: "payout_monthly",
        scheme: "term_deposit",
        monthly_instalment: null,
        deposits: [],
        rate_changes: [],
        extended_years: 0,
        deposits_close_on: null,
        holder_ids: ["member-2", "member-1"],
        created_at: "2026-03-10T04:30:00.123Z",
        updated_at: "2026-03-11T04:00:00.000Z",
        investment_companies: { name: "State Bank of India" },
        invest_types: { type_name: "Fixed Deposit" },
      } satisfies Investment,
    ]);
  });

  it("gives an account its deposits and, from its opening, the rate of each quarter on record", () => {
    const ppf = values.map((value, index) =>
      index === 2 ? "type-2" : index === 14 ? null : value,
    );
    const rates = (ppf: number) => ({ ...SCHEME_RATE_HISTORY[0]!.rates, ppf });
    const [account] = decodeInvestments(
      answer(columns, [ppf], {
        deposits: JSON.stringify({
          "inv-1": [
            ["dep-1", "2025-04-01", "150000.00"],
            ["dep-2", "2026-04-01", "12500.50"],
          ],
        }),
        quarters: JSON.stringify([
          { quarterStart: "2025-01-01", rates: rates(7.1), kvpMonths: 115 },
          { quarterStart: "2025-04-01", rates: rates(7.1), kvpMonths: 115 },
          { quarterStart: "2025-07-01", rates: rates(7.3), kvpMonths: 115 },
        ]),
      }),
    );
    expect(account).toMatchObject({
      scheme: "ppf",
      deposits: [
        { id: "dep-1", date: "2025-04-01", amount: 150000 },
        { id: "dep-2", date: "2026-04-01", amount: 12500.5 },
      ],
      rate_changes: [
        { from: "2025-04-01", rate: 7.1 },
        { from: "2025-07-01", rate: 7.3 },
      ],
    });
    const notADeposit = { deposits: '{"inv-1": [["dep-1", "2025-04-01"]]}' };
    expect(() =>
      decodeInvestments(
        answer(columns, [ppf], { ...notADeposit, quarters: null }),
      ),
    ).toThrow(InvestmentRowError);
  });

  it("gives the same investments whatever order the query writes its columns in", () => {
    const reordered = decodeInvestments(
      answer([...columns].reverse(), [[...values].reverse()]),
    );
    const swapped = columns.map((_, index) =>
      index === 10 ? 9 : index === 9 ? 10 : index,
    );
    const twoSwapped = decodeInvestments(
      answer(
        swapped.map((index) => columns[index]),
        [swapped.map((index) => values[index])],
      ),
    );

    const inOrder = decodeInvestments(answer(columns, [values]));
    expect(reordered).toEqual(inOrder);
    expect(twoSwapped).toEqual(inOrder);
  });

  it("refuses an answer missing a column, or a value that is not what its column holds", () => {
    expect(() =>
      decodeInvestments(
        answer(
          columns.filter((name) => name !== "account_number"),
          [values.filter((_, index) => index !== 10)],
        ),
      ),
    ).toThrow(
      new InvestmentRowError("The answer has no column account_number"),
    );
    for (const amount of ["one lakh", "1e5", "", 100000]) {
      const notAnAmount = values.map((value, index) =>
        index === 3 ? amount : value,
      );
      expect(() => decodeInvestments(answer(columns, [notAnAmount]))).toThrow(
        InvestmentRowError,
      );
    }
    const unknownStatus = values.map((value, index) =>
      index === 8 ? "paused" : value,
    );
    expect(() => decodeInvestments(answer(columns, [unknownStatus]))).toThrow(
      InvestmentRowError,
    );
    for (const holders of ["", "inv-2 member-1"]) {
      expect(() =>
        decodeInvestments({ ...answer(columns, [values]), holders }),
      ).toThrow(new InvestmentRowError("Investment inv-1 has no holders"));
    }
    expect(() =>
      decodeInvestments({
        ...answer(columns, [values]),
        holders: "inv-1 member-1 extra",
      }),
    ).toThrow(InvestmentRowError);
  });
});

describe("times", () => {
  it("are written as toISOString writes them, whatever the zone, decimals and spelling PostgreSQL used", () => {
    // How PostgreSQL writes a time as text and inside JSON: separator, offset, and how far the
    // offset moves the wall time from UTC.
    const spellings: [string, string, number][] = [
      [" ", "+00", 0],
      [" ", "+05:30", 330],
      [" ", "-03", -180],
      ["T", "+00:00", 0],
      ["T", "+05:30", 330],
      ["T", "-03:00", -180],
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1900-01-02T00:00:00Z"),
          max: new Date("9999-12-30T23:59:59Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...spellings),
        (date, microseconds, decimals, [separator, zone, offsetMinutes]) => {
          const wall = new Date(
            date.getTime() + offsetMinutes * 60_000,
          ).toISOString();
          const digits = `${wall.slice(20, 23)}${String(microseconds).padStart(3, "0")}`;
          const text = `${wall.slice(0, 10)}${separator}${wall.slice(11, 19)}${decimals > 0 ? `.${digits.slice(0, decimals)}` : ""}${zone}`;
          // The decimals PostgreSQL left out are zeros; those past milliseconds are cut off.
          const kept = digits.slice(0, Math.min(decimals, 3)).padEnd(3, "0");
          const expected = `${date.toISOString().slice(0, 19)}.${kept}Z`;
          expect(isoTime(text)).toBe(expected);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("the list the API answers", () => {
  it("holds each stored row's values under their own names", async ({
    tracker,
  }) => {
    const saver = await tracker.signedInUser("decoded");
    const [company_id, invest_type_id] = await Promise.all([
      tracker.companyId("HDFC Bank"),
      tracker.investTypeId("Fixed Deposit"),
    ]);
    const created = await saver.request("POST", "/api/investments", {
      company_id,
      invest_type_id,
      principal_amount: 250000,
      rate_of_interest: 6.8,
      start_date: "2024-01-15",
      end_date: "2027-01-15",
      maturity_amount: 305000.5,
      document_number: "DOC-1",
      account_number: "ACC-2",
      investment_notes: "Notes-3",
      interest_schedule: "simple",
    });
    const { id } = created.json() as Investment;
    await saver.request("PUT", `/api/investments/${id}/close`, {
      transaction_reason: "Reason-4",
    });

    const listed = (
      await saver.request("GET", "/api/investments")
    ).json() as Investment[];
    const stored = (await tracker.storedInvestments()).find(
      (row) => row.id === id,
    );

    const [own] = (
      await saver.request("GET", "/api/household/members")
    ).json() as { id: string; relation: string }[];
    expect(own?.relation).toBe("self");

    expect(listed).toHaveLength(1);
    expect(stored).toBeDefined();
    expect(listed[0]).toEqual({
      id: stored!.id,
      company_id: stored!.companyId,
      invest_type_id: stored!.investTypeId,
      principal_amount: stored!.principalAmount,
      rate_of_interest: stored!.rateOfInterest,
      start_date: stored!.startDate,
      end_date: stored!.endDate,
      maturity_amount: stored!.maturityAmount,
      status: stored!.status,
      document_number: stored!.documentNumber,
      account_number: stored!.accountNumber,
      investment_notes: stored!.investmentNotes,
      transaction_reason: stored!.transactionReason,
      renewal_reference_id: stored!.renewalReferenceId,
      interest_schedule: stored!.interestSchedule,
      scheme: "term_deposit",
      monthly_instalment: stored!.monthlyInstalment,
      deposits: [],
      rate_changes: [],
      extended_years: stored!.extendedYears,
      deposits_close_on: stored!.depositsCloseOn,
      holder_ids: [own!.id],
      created_at: stored!.createdAt.toISOString(),
      updated_at: stored!.updatedAt.toISOString(),
      investment_companies: { name: "HDFC Bank" },
      invest_types: { type_name: "Fixed Deposit" },
    });
  });
});
