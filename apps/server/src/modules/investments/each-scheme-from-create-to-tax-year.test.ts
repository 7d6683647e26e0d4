import type {
  InterestIncome,
  Investment,
} from "@kosh/core/contracts/investments";
import { rateChangesOf } from "@kosh/core/schemes/scheme-rates";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

/** A request to add an investment of a seeded type, at India Post unless said. */
const body = (
  lists: SeededLists,
  type: string,
  fields: Record<string, unknown>,
) => ({
  company_id: lists.companyId("India Post"),
  invest_type_id: lists.investTypeId(type),
  ...fields,
});

async function created(caller: Caller, request: object): Promise<Investment> {
  const response = await caller.request("POST", "/api/investments", request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

async function refused(caller: Caller, request: object): Promise<string> {
  const response = await caller.request("POST", "/api/investments", request);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { message: string }).message;
}

describe("adding a recurring deposit", () => {
  it("takes the monthly instalment: the principal is the instalments together, the maturity by the quarterly rule", async ({
    saver,
    lists,
  }) => {
    // Issue 29's known answer: ₹5,000 a month for 5 years at 6.7 % → ₹3,56,829 (the rule of
    // core's calculators/recurring-deposit.ts, as India Post counts an RD).
    const rd = await created(
      saver,
      body(lists, "Recurring Deposit", {
        company_id: lists.companyId("State Bank of India"),
        monthly_instalment: 5_000,
        rate_of_interest: 6.7,
        start_date: "2026-01-01",
        end_date: "2031-01-01",
      }),
    );
    expect(rd).toMatchObject({
      scheme: "recurring_deposit",
      monthly_instalment: 5_000,
      principal_amount: 3_00_000,
      interest_schedule: "cumulative_quarterly",
      maturity_amount: 3_56_829,
      deposits: [],
      rate_changes: [],
    });
  });

  it("refuses one without its instalment, a principal that is not the instalments together, or a term without a whole month", async ({
    saver,
    lists,
  }) => {
    const rd = (fields: Record<string, unknown>) =>
      body(lists, "Recurring Deposit", {
        rate_of_interest: 6.7,
        start_date: "2026-01-01",
        end_date: "2027-01-01",
        ...fields,
      });
    expect(await refused(saver, rd({ principal_amount: 60_000 }))).toBe(
      "monthly_instalment is required",
    );
    expect(
      await refused(
        saver,
        rd({ monthly_instalment: 5_000, principal_amount: 50_000 }),
      ),
    ).toContain("principal_amount");
    expect(
      await refused(
        saver,
        rd({ monthly_instalment: 5_000, end_date: "2026-01-20" }),
      ),
    ).toContain("end_date");
    // The same principal as the instalments together is what the rules set, so it is taken.
    const same = await created(
      saver,
      rd({ monthly_instalment: 5_000, principal_amount: 60_000 }),
    );
    expect(same.principal_amount).toBe(60_000);
  });
});

describe("adding a term deposit", () => {
  it("is unchanged, and refuses an instalment or a missing end date, naming the field", async ({
    saver,
    lists,
  }) => {
    const fd = (fields: Record<string, unknown>) =>
      body(lists, "Fixed Deposit", {
        company_id: lists.companyId("HDFC Bank"),
        principal_amount: 1_00_000,
        rate_of_interest: 7,
        start_date: "2025-01-01",
        end_date: "2026-01-01",
        interest_schedule: "cumulative_quarterly",
        ...fields,
      });
    const plain = await created(saver, fd({}));
    expect(plain).toMatchObject({
      scheme: "term_deposit",
      interest_schedule: "cumulative_quarterly",
      monthly_instalment: null,
      deposits: [],
      rate_changes: [],
    });
    expect(await refused(saver, fd({ monthly_instalment: 5_000 }))).toContain(
      "monthly_instalment",
    );
    expect(await refused(saver, fd({ end_date: undefined }))).toBe(
      "end_date is required",
    );
  });
});

describe("opening a PPF or Sukanya Samriddhi account", () => {
  it("keeps the first deposit as the account's, matures PPF 15 whole financial years after the year of opening, and gives the rates from opening", async ({
    saver,
    lists,
  }) => {
    const ppf = await created(
      saver,
      body(lists, "PPF", {
        principal_amount: 1_50_000,
        rate_of_interest: 7.1,
        start_date: "2020-04-01",
      }),
    );
    expect(ppf).toMatchObject({
      scheme: "ppf",
      principal_amount: 1_50_000,
      end_date: "2036-04-01",
      interest_schedule: null,
      monthly_instalment: null,
      deposits: [
        { id: expect.any(String), date: "2020-04-01", amount: 1_50_000 },
      ],
    });
    expect(ppf.rate_changes).toEqual(
      rateChangesOf(SCHEME_RATE_HISTORY, "ppf", "2020-04-01"),
    );
    expect(ppf.rate_changes[0]).toEqual({ from: "2020-04-01", rate: 7.1 });
    expect(ppf.maturity_amount).toBeGreaterThan(1_50_000);

    const sukanya = await created(
      saver,
      body(lists, "Sukanya Samriddhi", {
        principal_amount: 50_000,
        rate_of_interest: 7.6,
        start_date: "2022-06-15",
      }),
    );
    expect(sukanya).toMatchObject({
      scheme: "sukanya_samriddhi",
      end_date: "2043-06-15",
      deposits: [{ date: "2022-06-15", amount: 50_000 }],
    });
    expect(sukanya.rate_changes).toEqual(
      rateChangesOf(SCHEME_RATE_HISTORY, "sukanyaSamriddhi", "2022-06-15"),
    );
    expect(sukanya.rate_changes.length).toBeGreaterThan(1);
  });

  it("refuses a first deposit above the year's limit or an interest schedule, storing nothing", async ({
    saver,
    lists,
    tracker,
  }) => {
    const before = await tracker.storedInvestments();
    const ppf = (fields: Record<string, unknown>) =>
      body(lists, "PPF", {
        principal_amount: 1_50_000,
        rate_of_interest: 7.1,
        start_date: "2024-05-10",
        ...fields,
      });
    expect(await refused(saver, ppf({ principal_amount: 1_50_001 }))).toContain(
      "₹1,50,000",
    );
    expect(
      await refused(saver, ppf({ interest_schedule: "payout_yearly" })),
    ).toContain("interest_schedule");
    expect(await tracker.storedInvestments()).toEqual(before);
  });
});

describe("adding a post office certificate or payout scheme", () => {
  it("sets the maturity and schedule by the scheme's rules when left out, and keeps a given end date", async ({
    saver,
    lists,
  }) => {
    const nsc = await created(
      saver,
      body(lists, "NSC", {
        principal_amount: 1_00_000,
        rate_of_interest: 7.7,
        start_date: "2024-04-01",
      }),
    );
    expect(nsc).toMatchObject({
      scheme: "nsc",
      end_date: "2029-04-01",
      interest_schedule: "cumulative_yearly",
    });
    // https://www.cready.in/nsc-calculator and https://paisacalc.net/calculators/nsc: ₹1,00,000
    // at 7.7 % for 5 years matures to ₹1,44,903.
    expect(nsc.maturity_amount).toBe(1_44_903);

    // KVP at 7.5 % doubles in 115 months, as notified with the rate (core's calculators/kvp.ts).
    const kvp = await created(
      saver,
      body(lists, "KVP", {
        principal_amount: 1_00_000,
        rate_of_interest: 7.5,
        start_date: "2024-04-01",
      }),
    );
    expect(kvp).toMatchObject({
      scheme: "kvp",
      end_date: "2033-11-01",
      interest_schedule: null,
      maturity_amount: 2_00_000,
    });

    const scss = await created(
      saver,
      body(lists, "Senior Citizens Savings Scheme", {
        principal_amount: 15_00_000,
        rate_of_interest: 8.2,
        start_date: "2026-03-01",
      }),
    );
    expect(scss).toMatchObject({
      scheme: "scss",
      end_date: "2031-03-01",
      interest_schedule: "payout_quarterly",
      maturity_amount: 15_00_000,
    });

    const mis = await created(
      saver,
      body(lists, "Post Office MIS", {
        principal_amount: 9_00_000,
        rate_of_interest: 7.4,
        start_date: "2025-01-01",
      }),
    );
    expect(mis).toMatchObject({
      scheme: "post_office_mis",
      end_date: "2030-01-01",
      interest_schedule: "payout_monthly",
      maturity_amount: 9_00_000,
    });

    // An SCSS account extended by 3 years: the passbook's date is the record.
    const extended = await created(
      saver,
      body(lists, "Senior Citizens Savings Scheme", {
        principal_amount: 5_00_000,
        rate_of_interest: 8.2,
        start_date: "2020-03-01",
        end_date: "2028-03-01",
      }),
    );
    expect(extended.end_date).toBe("2028-03-01");
  });

  it("asks a time deposit for its end date and pays its interest yearly", async ({
    saver,
    lists,
  }) => {
    const td = (fields: Record<string, unknown>) =>
      body(lists, "Post Office Time Deposit", {
        principal_amount: 1_00_000,
        rate_of_interest: 7.5,
        start_date: "2025-01-01",
        ...fields,
      });
    expect(await refused(saver, td({}))).toBe("end_date is required");
    const paid = await created(saver, td({ end_date: "2030-01-01" }));
    expect(paid).toMatchObject({
      scheme: "post_office_td",
      interest_schedule: "payout_yearly",
      maturity_amount: 1_00_000,
    });
    expect(
      await refused(
        saver,
        td({ end_date: "2030-01-01", interest_schedule: "simple" }),
      ),
    ).toContain("payout_yearly");
  });

  it("refuses a KVP at 0 %, which never doubles, naming the rate", async ({
    saver,
    lists,
  }) => {
    expect(
      await refused(
        saver,
        body(lists, "KVP", {
          principal_amount: 1_00_000,
          rate_of_interest: 0,
          start_date: "2024-04-01",
        }),
      ),
    ).toBe("rate_of_interest must be greater than 0");
  });
});

describe("the list, the export and the tax-year interest of every scheme", () => {
  it("carry each of the nine schemes, and count only PPF and Sukanya interest as exempt", async ({
    tracker,
    lists,
  }) => {
    const household = await tracker.signedInUser("every-scheme");
    const fd = await created(
      household,
      body(lists, "Fixed Deposit", {
        company_id: lists.companyId("HDFC Bank"),
        principal_amount: 1_00_000,
        rate_of_interest: 7,
        start_date: "2025-04-01",
        end_date: "2026-04-01",
        interest_schedule: "cumulative_yearly",
      }),
    );
    const ppf = await created(
      household,
      body(lists, "PPF", {
        principal_amount: 1_50_000,
        rate_of_interest: 7.1,
        start_date: "2020-04-01",
      }),
    );
    for (const year of [2021, 2022, 2023, 2024, 2025]) {
      const deposit = await household.request(
        "POST",
        `/api/investments/${ppf.id}/deposits`,
        { date: `${year}-04-01`, amount: 1_50_000 },
      );
      expect(deposit.statusCode, deposit.body).toBe(201);
    }
    // One of every other scheme, each earning in FY 2025-26.
    const others = await Promise.all(
      (
        [
          [
            "Recurring Deposit",
            { monthly_instalment: 5_000, end_date: "2030-04-01" },
          ],
          ["Sukanya Samriddhi", { principal_amount: 50_000 }],
          ["NSC", { principal_amount: 1_00_000 }],
          ["KVP", { principal_amount: 1_00_000 }],
          ["Senior Citizens Savings Scheme", { principal_amount: 15_00_000 }],
          ["Post Office MIS", { principal_amount: 9_00_000 }],
          [
            "Post Office Time Deposit",
            { principal_amount: 1_00_000, end_date: "2030-04-01" },
          ],
        ] as const
      ).map(([type, fields]) =>
        created(
          household,
          body(lists, type, {
            rate_of_interest: 7.5,
            start_date: "2025-04-01",
            ...fields,
          }),
        ),
      ),
    );
    const schemeOf = Object.fromEntries(
      [fd, ppf, ...others].map((entry) => [entry.id, entry.scheme]),
    );
    expect(new Set(Object.values(schemeOf)).size).toBe(9);

    const list = (
      await household.request("GET", "/api/investments")
    ).json() as Investment[];
    expect(
      Object.fromEntries(list.map((entry) => [entry.id, entry.scheme])),
    ).toEqual(schemeOf);
    const account = list.find((entry) => entry.id === ppf.id)!;
    expect(account.principal_amount).toBe(9_00_000);
    expect(account.deposits.map((deposit) => deposit.date)).toEqual([
      "2020-04-01",
      "2021-04-01",
      "2022-04-01",
      "2023-04-01",
      "2024-04-01",
      "2025-04-01",
    ]);

    // No cell of these two holds a comma or a line break, so the lines split plainly.
    const csv = (
      await household.request("GET", "/api/investments/export.csv")
    ).body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    const schemeColumn = csv[0]!.indexOf("scheme");
    expect(
      Object.fromEntries(
        csv.slice(1).map((row) => [row[0], row[schemeColumn]]),
      ),
    ).toEqual(schemeOf);

    const { years } = (
      await household.request("GET", "/api/investments/interest-income")
    ).json() as InterestIncome;
    const year = years.find((entry) => entry.financial_year === "2025-26")!;
    const ppfInterest = year.investments.find((entry) => entry.id === ppf.id)!;
    const fdInterest = year.investments.find((entry) => entry.id === fd.id)!;
    // Issue 29's known answer: a PPF opened on 1 April 2020 with ₹1,50,000 on 1 April of each
    // year to 2025 is credited ₹76,375 on 31 March 2026 (7.1 % on ₹9,00,000 less the lowest
    // balances' rule, docs/product.md#schemes-in-my-investments).
    expect(ppfInterest).toEqual({ id: ppf.id, interest: 76_375, exempt: true });
    expect(fdInterest.exempt).toBe(false);
    // Every scheme earns in the year; only PPF and Sukanya interest is exempt.
    expect(
      Object.fromEntries(
        year.investments.map((entry) => [schemeOf[entry.id], entry.exempt]),
      ),
    ).toEqual({
      term_deposit: false,
      recurring_deposit: false,
      ppf: true,
      sukanya_samriddhi: true,
      nsc: false,
      kvp: false,
      scss: false,
      post_office_mis: false,
      post_office_td: false,
    });
    const sum = (exempt: boolean) =>
      year.investments
        .filter((entry) => entry.exempt === exempt)
        .reduce((total, entry) => total + entry.interest, 0);
    expect(year.exempt).toBe(sum(true));
    expect(year.exempt).toBeGreaterThan(76_375);
    expect(year.taxable).toBe(sum(false));
    expect(year.exempt + year.taxable).toBe(year.total);
  });
});
