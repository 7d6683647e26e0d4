import type {
  InterestIncome,
  Investment,
} from "@kosh/core/contracts/investments";
import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { todayIso } from "@kosh/core/format/date";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

const lakhAtSeven = (
  lists: SeededLists,
  overrides: Record<string, unknown> = {},
) => ({
  company_id: lists.companyId("State Bank of India"),
  invest_type_id: lists.investTypeId("Fixed Deposit"),
  principal_amount: 100_000,
  rate_of_interest: 7,
  start_date: "2020-01-01",
  end_date: "2025-01-01",
  ...overrides,
});

async function created(caller: Caller, body: object): Promise<Investment> {
  const response = await caller.request("POST", "/api/investments", body);
  expect(response.statusCode).toBe(201);
  return response.json() as Investment;
}

describe("an investment's interest schedule", () => {
  it("is stored and answered on create, and the maturity estimate follows it", async ({
    saver,
    lists,
  }) => {
    const investment = await created(
      saver,
      lakhAtSeven(lists, { interest_schedule: "cumulative_quarterly" }),
    );
    expect(investment.interest_schedule).toBe("cumulative_quarterly");
    expect(investment.maturity_amount).toBe(141_478);
    const list = (
      await saver.request("GET", "/api/investments")
    ).json() as Investment[];
    expect(
      list.find((entry) => entry.id === investment.id)?.interest_schedule,
    ).toBe("cumulative_quarterly");
  });

  it("is null when not given, with the plain estimate unchanged", async ({
    saver,
    lists,
  }) => {
    const investment = await created(saver, lakhAtSeven(lists, lists));
    expect(investment.interest_schedule).toBeNull();
    expect(investment.maturity_amount).toBe(
      Math.round(100_000 * 1.07 ** (1827 / 365.25)),
    );
  });

  it("returns the principal at maturity for a payout deposit", async ({
    saver,
    lists,
  }) => {
    const investment = await created(
      saver,
      lakhAtSeven(lists, {
        principal_amount: 200_000,
        rate_of_interest: 7.2,
        interest_schedule: "payout_monthly",
      }),
    );
    expect(investment.maturity_amount).toBe(200_000);
  });

  it("refuses a schedule it does not know, naming the field", async ({
    saver,
    lists,
  }) => {
    const response = await saver.request(
      "POST",
      "/api/investments",
      lakhAtSeven(lists, { interest_schedule: "fortnightly" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("interest_schedule");
  });

  it("is kept by a renewal that names none and replaced by one that names another", async ({
    saver,
    lists,
  }) => {
    const first = await created(
      saver,
      lakhAtSeven(lists, { interest_schedule: "cumulative_yearly" }),
    );
    const kept = (
      await saver.request("POST", `/api/investments/${first.id}/renew`, {
        new_end_date: "2026-01-01",
        new_rate: 7,
      })
    ).json() as Investment;
    expect(kept.interest_schedule).toBe("cumulative_yearly");
    expect(kept.maturity_amount).toBe(
      Math.round(first.maturity_amount! * 1.07),
    );

    const renewed = await saver.request(
      "POST",
      `/api/investments/${kept.id}/renew`,
      {
        new_end_date: "2027-01-01",
        new_rate: 7,
        interest_schedule: "payout_quarterly",
      },
    );
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json()).toMatchObject({
      interest_schedule: "payout_quarterly",
      maturity_amount: kept.maturity_amount,
    });
  });

  it("travels in the CSV export", async ({ saver }) => {
    const response = await saver.request("GET", "/api/investments/export.csv");
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const column = lines[0]!.split(",").indexOf("interest_schedule");
    expect(column).toBeGreaterThan(0);
    const schedules = lines.slice(1).map((line) => line.split(",").at(column));
    expect(schedules).toEqual(
      expect.arrayContaining([
        "cumulative_quarterly",
        "payout_monthly",
        "payout_quarterly",
        "",
      ]),
    );
  });

  it("is in the OpenAPI document's investment and request schemas", async ({
    tracker,
  }) => {
    const document = (
      await tracker.server.app.inject({ url: "/api/openapi.json" })
    ).json();
    const create = document.paths["/api/investments"].post;
    expect(
      create.requestBody.content["application/json"].schema.properties
        .interest_schedule,
    ).toBeDefined();
    expect(
      create.responses["201"].content["application/json"].schema.properties
        .interest_schedule,
    ).toBeDefined();
  });
});

describe("GET /api/investments/interest-income", () => {
  let taxpayer: Caller;
  let closedId: string;

  it.beforeAll(async ({ tracker, neighbour, lists }) => {
    taxpayer = await tracker.signedInUser("taxpayer");
    await created(
      taxpayer,
      lakhAtSeven(lists, {
        start_date: "2024-04-01",
        end_date: "2026-04-01",
        interest_schedule: "cumulative_quarterly",
      }),
    );
    const closing = await created(
      taxpayer,
      lakhAtSeven(lists, {
        company_id: lists.companyId("Bajaj Finance"),
        invest_type_id: lists.investTypeId("Corporate FD"),
        start_date: "2024-04-01",
        end_date: "2034-04-01",
        interest_schedule: "cumulative_yearly",
      }),
    );
    closedId = closing.id;
    await taxpayer.request("PUT", `/api/investments/${closing.id}/close`, {
      transaction_reason: "Needed the money",
    });
    await created(
      neighbour,
      lakhAtSeven(lists, { interest_schedule: "payout_monthly" }),
    );
  });

  it("gives each financial year's interest per institution and per investment, newest first", async () => {
    const response = await taxpayer.request(
      "GET",
      "/api/investments/interest-income",
    );
    expect(response.statusCode).toBe(200);
    const { years } = response.json() as InterestIncome;
    const fy2425 = years.find((year) => year.financial_year === "2024-25");
    const fy2526 = years.find((year) => year.financial_year === "2025-26");
    const sbiIn = (year: typeof fy2425) =>
      year?.institutions.find((entry) => entry.name === "State Bank of India")
        ?.interest;
    expect(sbiIn(fy2425)).toBe(7_186);
    expect(sbiIn(fy2526)).toBe(7_702);
    expect(fy2425?.total).toBe(
      fy2425!.institutions.reduce((sum, entry) => sum + entry.interest, 0),
    );
    expect(years.map((year) => year.financial_year)).toEqual(
      [...years.map((year) => year.financial_year)].sort().reverse(),
    );
  });

  it("stops counting a closed investment on the day it was closed", async () => {
    const { years } = (
      await taxpayer.request("GET", "/api/investments/interest-income")
    ).json() as InterestIncome;
    const closedYears = years
      .filter((year) => year.investments.some((entry) => entry.id === closedId))
      .map((year) => year.financial_year);
    expect(closedYears[0]).toBe(
      financialYearOf(todayIso(new Date(), "Asia/Kolkata")),
    );
    expect(closedYears.at(-1)).toBe("2024-25");
  });

  it("never shows another person's investments", async ({
    tracker,
    neighbour,
  }) => {
    const mine = (
      await neighbour.request("GET", "/api/investments/interest-income")
    ).json() as InterestIncome;
    const theirs = (await tracker.signedInUser("stranger")).request(
      "GET",
      "/api/investments/interest-income",
    );
    expect(((await theirs).json() as InterestIncome).years).toEqual([]);
    const names = mine.years.flatMap((year) =>
      year.institutions.map((entry) => entry.name),
    );
    expect(new Set(names)).toEqual(new Set(["State Bank of India"]));
    expect(
      mine.years
        .flatMap((year) => year.investments)
        .every((entry) => entry.id !== closedId),
    ).toBe(true);
  });

  it("needs a session", async ({ tracker }) => {
    const response = await tracker.anonymous.request(
      "GET",
      "/api/investments/interest-income",
    );
    expect(response.statusCode).toBe(401);
  });

  it("is documented with an operationId, a summary, its 401 and the bearer scheme", async ({
    tracker,
  }) => {
    const document = (
      await tracker.server.app.inject({ url: "/api/openapi.json" })
    ).json();
    const operation = document.paths["/api/investments/interest-income"].get;
    expect(operation).toMatchObject({
      operationId: "getInterestIncome",
      security: [{ bearerAuth: [] }],
    });
    expect(operation.summary).toBeTruthy();
    expect(operation.responses).toHaveProperty("401");
  });
});
