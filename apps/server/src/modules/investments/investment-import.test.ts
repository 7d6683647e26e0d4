import type { ImportInvestmentsAnswer } from "@kosh/core/contracts/investment-import";
import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

/** A bank's list of its deposits: no type column, one bad row (a date that does not exist). */
const BANK_LIST = [
  "Bank Name,Customer Name,Deposit Amount,ROI,Value Date,Maturity Date,FD No.",
  'SBI,Asha,"1,50,000",7.10 %,01-04-2024,01-04-2025,000123',
  'HDFC Bank Ltd.,Asha,"₹2,00,000",7.25,15/05/2024,15/05/2026,FD-77',
  "Kotak,Asha,50000,6.9,31-02-2024,01-03-2025,K-9",
].join("\r\n");

const postCsv = (
  caller: Caller,
  csv: string | Buffer,
  dryRun: boolean,
  type = "text/csv",
) =>
  caller.request(
    "POST",
    `/api/investments/import${dryRun ? "?dry_run=true" : ""}`,
    csv,
    { "content-type": type },
  );

const answerOf = (response: { json(): unknown }) =>
  response.json() as ImportInvestmentsAnswer;

const listOf = async (caller: Caller) =>
  (await caller.request("GET", "/api/investments")).json() as Investment[];

describe("importing a bank's list of deposits", () => {
  it("previews every row with its matches and problems and writes nothing", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("preview");
    const before = await tracker.storedInvestments();
    const response = await postCsv(saver, BANK_LIST, true);
    expect(response.statusCode).toBe(200);
    const answer = answerOf(response);
    expect(answer.dry_run).toBe(true);
    expect(answer.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, "import"],
      [3, "import"],
      [4, "refused"],
    ]);
    expect(answer.rows[0]).toMatchObject({
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      investment: { principal_amount: 150000, start_date: "2024-04-01" },
      duplicates: [],
    });
    expect(answer.rows[1]!.company_id).toBe(lists.companyId("HDFC Bank"));
    expect(answer.rows[2]!.problems).toEqual([
      {
        line: 4,
        field: "start_date",
        message: "Line 4, Start date: 31-02-2024 is not a date that exists",
      },
    ]);
    expect(answer.summary).toEqual({
      import: 2,
      update: 0,
      skip: 0,
      refused: 1,
    });
    expect(await tracker.storedInvestments()).toEqual(before);
  });

  it("writes the good rows once: the same file again writes nothing", async ({
    tracker,
  }) => {
    const saver = await tracker.signedInUser("twice");
    const first = answerOf(await postCsv(saver, BANK_LIST, false));
    expect(first.summary).toEqual({
      import: 2,
      update: 0,
      skip: 0,
      refused: 1,
    });
    const written = await listOf(saver);
    expect(written.map((row) => row.id).sort()).toEqual(
      first.rows
        .flatMap((row) => (row.written_id ? [row.written_id] : []))
        .sort(),
    );
    const before = await tracker.storedInvestments();

    const second = answerOf(await postCsv(saver, BANK_LIST, false));
    expect(second.summary).toEqual({
      import: 0,
      update: 0,
      skip: 2,
      refused: 1,
    });
    expect(second.rows[0]!.duplicates.map((row) => row.id)).toEqual([
      first.rows[0]!.written_id,
    ]);
    expect(await tracker.storedInvestments()).toEqual(before);
  });

  it("never matches nor touches another household's investments", async ({
    tracker,
  }) => {
    const neighbour = await tracker.signedInUser("other-household");
    await postCsv(neighbour, BANK_LIST, false);
    const theirs = await listOf(neighbour);
    const saver = await tracker.signedInUser("own-household");

    const preview = answerOf(await postCsv(saver, BANK_LIST, true));
    expect(preview.rows.flatMap((row) => row.duplicates)).toEqual([]);
    const written = answerOf(await postCsv(saver, BANK_LIST, false));
    expect(written.summary.import).toBe(2);
    expect(await listOf(neighbour)).toEqual(theirs);

    // Naming the neighbour's investment as the one to update is refused, and nothing is written.
    const response = await saver.request("POST", "/api/investments/import", {
      csv: BANK_LIST,
      rows: [{ line: 2, action: "update", update_id: theirs[0]!.id }],
    });
    expect(response.statusCode).toBe(400);
    expect(await listOf(neighbour)).toEqual(theirs);
  });

  it("follows the person's decisions: a picked institution, import anyway and update", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("decisions");
    await postCsv(saver, BANK_LIST, false);
    const csv = `${BANK_LIST}\r\nMy Cooperative Bank,Asha,10000,6,01-01-2024,01-01-2025,C-1`;
    const preview = answerOf(await postCsv(saver, csv, true));
    expect(preview.rows[3]).toMatchObject({
      company_id: null,
      outcome: "refused",
    });
    expect(preview.rows[3]!.problems[0]!.message).toBe(
      "Line 5, Institution: 'My Cooperative Bank' is not an institution in Kosh's list: pick the one it is",
    );

    const changed = csv.replace("7.10 %", "7.5");
    const answer = answerOf(
      await saver.request("POST", "/api/investments/import", {
        csv: changed,
        invest_type_id: lists.investTypeId("Corporate FD"),
        rows: [
          { line: 2, action: "update" },
          { line: 3, action: "import" },
          { line: 5, company_id: lists.companyId("Axis Bank") },
        ],
      }),
    );
    expect(answer.summary).toEqual({
      import: 2,
      update: 1,
      skip: 0,
      refused: 1,
    });
    const list = await listOf(saver);
    expect(list).toHaveLength(4);
    const updated = list.find((row) => row.id === answer.rows[0]!.written_id)!;
    expect(updated.rate_of_interest).toBe(7.5);
    const picked = list.find((row) => row.id === answer.rows[3]!.written_id)!;
    expect(picked.company_id).toBe(lists.companyId("Axis Bank"));
    expect(picked.invest_type_id).toBe(lists.investTypeId("Corporate FD"));
  });

  it("names a member as holder by the name the file gives", async ({
    tracker,
  }) => {
    const saver = await tracker.signedInUser("holders");
    const member = (
      await saver.request("POST", "/api/household/members", {
        name: "Meera Rao",
        relation: "spouse",
      })
    ).json() as { id: string };
    const [own] = (
      await saver.request("GET", "/api/household/members")
    ).json() as { id: string; name: string }[];
    // The export names joint holders "Meera Rao; <own name>", first holder first.
    const csv = `Bank,Holder,Amount,Rate,Start Date,End Date\r\nSBI,meera  rao,10000,7,01-01-2024,01-01-2025\r\nSBI,Someone Else,20000,7,01-01-2024,01-01-2025\r\nSBI,Meera Rao; ${own!.name},30000,7,01-01-2024,01-01-2025`;
    const answer = answerOf(await postCsv(saver, csv, false));
    const list = await listOf(saver);
    const byId = new Map(list.map((row) => [row.id, row]));
    expect(byId.get(answer.rows[0]!.written_id!)!.holder_ids).toEqual([
      member.id,
    ]);
    expect(byId.get(answer.rows[1]!.written_id!)!.holder_ids).toEqual([
      own!.id,
    ]);
    expect(byId.get(answer.rows[2]!.written_id!)!.holder_ids).toEqual([
      member.id,
      own!.id,
    ]);
  });
});

describe("importing into a household shared with the caller", () => {
  it("needs edit access: with view access it is 403, with edit it writes into that household only", async ({
    tracker,
  }) => {
    const owner = await tracker.signedInUser("sharing-owner");
    const helper = await tracker.signedInUser("sharing-helper");
    const [household] = (
      await owner.request("GET", "/api/households")
    ).json() as {
      id: string;
    }[];
    const shareAs = (role: "view" | "edit") =>
      owner.request("POST", "/api/household/access", {
        email: helper.email,
        role,
      });
    const inOwners = `/api/investments/import?household=${household!.id}`;

    await shareAs("view");
    const viewing = await helper.request("POST", inOwners, BANK_LIST, {
      "content-type": "text/csv",
    });
    expect(viewing.statusCode).toBe(403);
    expect(await listOf(owner)).toEqual([]);

    await shareAs("edit");
    const editing = await helper.request("POST", inOwners, BANK_LIST, {
      "content-type": "text/csv",
    });
    expect(answerOf(editing).summary.import).toBe(2);
    expect(await listOf(owner)).toHaveLength(2);
    expect(await listOf(helper)).toEqual([]);
  });
});

describe("files the import refuses", () => {
  it("refuses 5,001 rows, naming the limit", async ({ tracker }) => {
    const saver = await tracker.signedInUser("too-many");
    const rows = Array.from(
      { length: 5001 },
      (_, index) => `SBI,${1000 + index},7,01-01-2024`,
    );
    const response = await postCsv(
      saver,
      ["Bank,Amount,Rate,Start Date", ...rows].join("\n"),
      true,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The file has 5,001 rows. Import at most 5,000 rows at a time.",
    );
    expect(await listOf(saver)).toEqual([]);
  });

  it("refuses a binary file, in the page's language too", async ({
    tracker,
  }) => {
    const saver = await tracker.signedInUser("binary");
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]);
    const response = await postCsv(
      saver,
      xlsx,
      true,
      "application/octet-stream",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "This file is not a CSV: it holds binary data. Save the spreadsheet as CSV and choose that file.",
    );
    const hindi = await saver.request(
      "POST",
      "/api/investments/import?dry_run=true",
      xlsx,
      { "content-type": "application/octet-stream", "accept-language": "hi" },
    );
    expect(hindi.json().message).toMatch(/^यह फ़ाइल सीएसवी नहीं है/);
  });

  it("refuses a file past 5 MB with 413", async ({ tracker }) => {
    const saver = await tracker.signedInUser("too-large");
    const big = `Bank,Notes\n${"SBI,".padEnd(5 * 1024 * 1024, "x")}`;
    const response = await postCsv(saver, big, true);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      "The file is larger than 5 MB. Import at most 5 MB at a time.",
    );
  });

  it("reads UTF-16 bytes sent as application/octet-stream", async ({
    tracker,
  }) => {
    const saver = await tracker.signedInUser("utf16");
    const text =
      "Bank\tAmount\tRate\tStart Date\tEnd Date\r\nSBI\t₹10,000\t7\t01-01-2024\t01-01-2025";
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text, "utf16le"),
    ]);
    const answer = answerOf(
      await postCsv(saver, bytes, true, "application/octet-stream"),
    );
    expect(answer.rows[0]).toMatchObject({
      outcome: "import",
      investment: { principal_amount: 10000 },
    });
  });
});

describe("exporting, then importing into another person's empty account", () => {
  it("reproduces every investment, renewal chains included", async ({
    tracker,
    lists,
  }) => {
    const owner = await tracker.signedInUser("exporter");
    const first = (
      await owner.request("POST", "/api/investments", {
        company_id: lists.companyId("Kotak Mahindra Bank"),
        invest_type_id: lists.investTypeId("Fixed Deposit"),
        principal_amount: 150000.75,
        rate_of_interest: 7.25,
        start_date: "2024-01-15",
        end_date: "2025-01-15",
        maturity_amount: 161000,
        account_number: "00012345",
        document_number: '=HYPERLINK("http://evil.example","click")',
        investment_notes: 'Joint, "either or survivor"\nBranch: Pune',
      })
    ).json() as Investment;
    const renewal = (
      await owner.request("POST", `/api/investments/${first.id}/renew`, {
        new_end_date: "2026-01-15",
        new_rate: 7,
        transaction_reason: "+renewed at branch",
      })
    ).json() as Investment;
    await owner.request("POST", `/api/investments/${renewal.id}/renew`, {
      new_end_date: "2027-01-15",
      new_rate: 6.8,
    });
    const closed = (
      await owner.request("POST", "/api/investments", {
        company_id: lists.companyId("State Bank of India"),
        invest_type_id: lists.investTypeId("Recurring Deposit"),
        monthly_instalment: 5000,
        rate_of_interest: 6.5,
        start_date: "2023-06-01",
        end_date: "2025-06-01",
      })
    ).json() as Investment;
    await owner.request("PUT", `/api/investments/${closed.id}/close`, {
      transaction_reason: "Closed early",
    });
    await owner.request("POST", "/api/investments", {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("NSC"),
      principal_amount: 10000,
      rate_of_interest: 7.7,
      start_date: "2024-02-01",
    });
    // Accounts whose deposits together are more than one financial year allows (₹1,50,000 a year
    // for PPF and for Sukanya Samriddhi: the PPF Scheme, 2019, para 3; the SSA Scheme, 2019,
    // para 3), with two deposits in one year and one of paise.
    const depositInto = async (
      type: "PPF" | "Sukanya Samriddhi",
      start_date: string,
      deposits: [string, number][],
    ) => {
      const account = (
        await owner.request("POST", "/api/investments", {
          company_id: lists.companyId("State Bank of India"),
          invest_type_id: lists.investTypeId(type),
          principal_amount: 150000,
          rate_of_interest: 7.1,
          start_date,
        })
      ).json() as Investment;
      for (const [date, amount] of deposits) {
        const response = await owner.request(
          "POST",
          `/api/investments/${account.id}/deposits`,
          { date, amount },
        );
        expect(response.statusCode, response.body).toBe(201);
      }
    };
    await depositInto("PPF", "2023-04-10", [
      ["2024-04-05", 100000],
      ["2024-06-01", 50000],
      ["2025-04-02", 12500.5],
    ]);
    await depositInto("Sukanya Samriddhi", "2022-05-01", [
      ["2023-05-01", 150000],
    ]);
    const exported = (await owner.request("GET", "/api/investments/export.csv"))
      .body;
    const theirs = await listOf(owner);

    const other = await tracker.signedInUser("importer");
    const response = await postCsv(other, exported, false);
    const answer = answerOf(response);
    expect(answer.summary).toEqual({
      import: 7,
      update: 0,
      skip: 0,
      refused: 0,
    });
    const ours = await listOf(other);

    const comparable = (list: Investment[]) => {
      const index = new Map(list.map((row, position) => [row.id, position]));
      return list.map(
        ({
          id: _id,
          holder_ids: _holders,
          updated_at: _u,
          renewal_reference_id,
          deposits,
          ...row
        }) => ({
          ...row,
          deposits: deposits.map(({ date, amount }) => ({ date, amount })),
          renewed:
            renewal_reference_id === null
              ? null
              : index.get(renewal_reference_id),
        }),
      );
    };
    expect(comparable(ours)).toEqual(comparable(theirs));
    expect(ours.filter((row) => row.status === "renewed")).toHaveLength(2);
    expect(
      ours.map((row) => [row.principal_amount, row.deposits.length]),
    ).toEqual(
      expect.arrayContaining([
        [312500.5, 4],
        [300000, 2],
      ]),
    );

    // The same export into the same account again writes nothing.
    const again = answerOf(await postCsv(other, exported, false));
    expect(again.summary).toEqual({
      import: 0,
      update: 0,
      skip: 7,
      refused: 0,
    });
    expect(await listOf(other)).toEqual(ours);
    // The owner's own investments were never touched.
    expect(await listOf(owner)).toEqual(theirs);
  });
});

describe("a renewal whose predecessor in the file is skipped as a duplicate", () => {
  it("links to the household's investment the predecessor matched, never another household's", async ({
    tracker,
    lists,
  }) => {
    const fixedDeposit = {
      company_id: lists.companyId("Bank of Baroda"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 200000,
      rate_of_interest: 7,
      start_date: "2024-03-01",
      end_date: "2025-03-01",
      maturity_amount: 214000,
    };
    const exporter = await tracker.signedInUser("chain-exporter");
    const first = (
      await exporter.request("POST", "/api/investments", fixedDeposit)
    ).json() as Investment;
    await exporter.request("POST", `/api/investments/${first.id}/renew`, {
      new_end_date: "2026-03-01",
      new_rate: 6.75,
    });
    const exported = (
      await exporter.request("GET", "/api/investments/export.csv")
    ).body;

    // The importer's household already holds the first deposit; a neighbour holds it too. Without
    // an account number the renewal (another principal and start) duplicates nothing.
    const neighbour = await tracker.signedInUser("chain-neighbour");
    await neighbour.request("POST", "/api/investments", fixedDeposit);
    const neighbours = await listOf(neighbour);
    const importer = await tracker.signedInUser("chain-importer");
    const held = (
      await importer.request("POST", "/api/investments", fixedDeposit)
    ).json() as Investment;

    const answer = answerOf(await postCsv(importer, exported, false));
    expect(answer.rows.map((row) => row.outcome).sort()).toEqual([
      "import",
      "skip",
    ]);
    expect(
      answer.rows.find((row) => row.outcome === "skip")!.duplicates,
    ).toMatchObject([{ id: held.id }]);
    const renewalId = answer.rows.find(
      (row) => row.outcome === "import",
    )!.written_id!;
    const ours = await listOf(importer);
    expect(ours).toHaveLength(2);
    expect(ours.find((row) => row.id === renewalId)).toMatchObject({
      renewal_reference_id: held.id,
      start_date: "2025-03-01",
      end_date: "2026-03-01",
    });
    expect(await listOf(neighbour)).toEqual(neighbours);

    // Imported anyway a second time, the renewal finds its predecessor renewed already: it is
    // written without a link rather than as a second successor.
    const again = answerOf(
      await importer.request("POST", "/api/investments/import", {
        csv: exported,
        rows: answer.rows.map((row) => ({
          line: row.line,
          action: row.outcome === "import" ? "import" : "skip",
        })),
      }),
    );
    expect(again.summary).toMatchObject({ import: 1, skip: 1 });
    const twice = await listOf(importer);
    expect(twice).toHaveLength(3);
    expect(
      twice.filter((row) => row.renewal_reference_id === held.id),
    ).toHaveLength(1);
  });
});

describe("an account's deposits in the file", () => {
  it("are judged as recording each would be: the year's limit, the first on the opening day, together the principal", async ({
    tracker,
  }) => {
    const saver = await tracker.signedInUser("deposits-column");
    const csv = [
      "Institution,Type,Principal,Rate,Start Date,End Date,Deposits",
      // ₹2,00,000 in 2024-25 is past PPF's ₹1,50,000 a year (the PPF Scheme, 2019, para 3).
      "SBI,PPF,200000,7.1,2024-04-10,,2024-04-10 100000; 2024-09-01 100000",
      "SBI,PPF,150000,7.1,2024-04-10,,2024-04-10 100000; 2025-04-01 100000",
      "SBI,PPF,100000,7.1,2024-04-10,,2024-05-01 100000",
      "SBI,Fixed Deposit,100000,7,2024-04-10,2025-04-10,2024-04-10 100000",
      "SBI,PPF,100000,7.1,2024-04-10,,2024-04-10 Rs. 100000",
      `SBI,PPF,250000,7.1,2024-04-10,,"05 Apr 2025 ₹1,50,000; 10-04-2024 100000"`,
    ].join("\n");
    const answer = answerOf(await postCsv(saver, csv, true));
    expect(answer.rows.map((row) => row.outcome)).toEqual([
      "refused",
      "refused",
      "refused",
      "refused",
      "refused",
      "import",
    ]);
    const problems = answer.rows.map((row) =>
      row.problems.map((problem) => problem.message),
    );
    expect(problems[0]![0]).toMatch(/^Line 2: deposits .*₹1,50,000/);
    expect(problems[1]![0]).toContain("principal_amount");
    expect(problems[1]![0]).toContain("200000");
    expect(problems[2]![0]).toBe(
      "Line 4: deposits: the first deposit must be on 2024-04-10, the day the account was opened.",
    );
    expect(problems[3]![0]).toMatch(/^Line 5: deposits /);
    expect(problems[4]![0]).toBe(
      "Line 6, Deposits: '2024-04-10 Rs. 100000' is not a deposit written as its date and amount (2024-04-05 150000), deposits separated by semicolons",
    );
    expect(answer.rows[5]!.investment!.deposits).toEqual([
      { date: "2024-04-10", amount: 100000 },
      { date: "2025-04-05", amount: 150000 },
    ]);

    const written = answerOf(await postCsv(saver, csv, false));
    const [account] = await listOf(saver);
    expect(account!.id).toBe(written.rows[5]!.written_id);
    expect(account!.principal_amount).toBe(250000);
    expect(
      account!.deposits.map(({ date, amount }) => ({ date, amount })),
    ).toEqual([
      { date: "2024-04-10", amount: 100000 },
      { date: "2025-04-05", amount: 150000 },
    ]);
  });
});
