import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";
import { responseSerializerCompiler } from "../../plugins/response-serializer.ts";

const validBody = (lists: SeededLists) => ({
  company_id: lists.companyId("State Bank of India"),
  invest_type_id: lists.investTypeId("Fixed Deposit"),
  principal_amount: 100000,
  rate_of_interest: 7,
  start_date: "2025-04-01",
  end_date: "2030-04-01",
});

async function create(caller: Caller, body: object) {
  const response = await caller.request("POST", "/api/investments", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

describe("adding an investment", () => {
  it("answers 201 with the investment, its company and type named, and numbers as numbers", async ({
    saver,
    lists,
  }) => {
    const created = await create(saver, {
      ...validBody(lists),
      maturity_amount: 141478,
      document_number: "FDR-0042",
      account_number: "30012345678",
      investment_notes: "Tax-saver, joint with spouse",
    });
    expect(created).toMatchObject({
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 100000,
      rate_of_interest: 7,
      start_date: "2025-04-01",
      end_date: "2030-04-01",
      maturity_amount: 141478,
      status: "active",
      document_number: "FDR-0042",
      account_number: "30012345678",
      investment_notes: "Tax-saver, joint with spouse",
      transaction_reason: null,
      renewal_reference_id: null,
      investment_companies: { name: "State Bank of India" },
      invest_types: { type_name: "Fixed Deposit" },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.created_at)).not.toBeNaN();
  });

  it("estimates the maturity amount when none is sent: P·(1+r/100)^(days/365.25)", async ({
    saver,
    lists,
  }) => {
    const created = await create(saver, {
      ...validBody(lists),
      start_date: "2025-01-01",
      end_date: "2026-01-01",
    });
    // 365 days at 7 %: 100000 × 1.07^(365/365.25) = 106,995.4 → 106,995
    expect(created.maturity_amount).toBe(106995);
  });

  it("keeps paise the caller sent and treats empty optional text as absent", async ({
    saver,
    lists,
  }) => {
    const created = await create(saver, {
      ...validBody(lists),
      principal_amount: 25000.5,
      rate_of_interest: 6.85,
      document_number: "  ",
      investment_notes: "",
    });
    expect(created.principal_amount).toBe(25000.5);
    expect(created.rate_of_interest).toBe(6.85);
    expect(created.document_number).toBeNull();
    expect(created.investment_notes).toBeNull();
  });
});

it("keeps a principal and maturity of exactly one paisa", async ({
  saver,
  lists,
}) => {
  const created = await create(saver, {
    ...validBody(lists),
    principal_amount: 0.01,
    maturity_amount: 0.01,
  });
  expect(created.principal_amount).toBe(0.01);
  expect(created.maturity_amount).toBe(0.01);
});

it("estimates a maturity no lower than a principal of one paisa, never ₹0", async ({
  saver,
  lists,
}) => {
  const created = await create(saver, {
    ...validBody(lists),
    principal_amount: 0.01,
  });
  expect(created.principal_amount).toBe(0.01);
  expect(created.maturity_amount).toBe(0.01);
});

describe("listing investments", () => {
  it("gives the caller's own investments, newest first, and nobody else's", async ({
    tracker,
    lists,
  }) => {
    const lister = await tracker.signedInUser("lister");
    const neighbour = await tracker.signedInUser("neighbour");
    const first = await create(lister, validBody(lists));
    const second = await create(lister, {
      ...validBody(lists),
      company_id: lists.companyId("HDFC Bank"),
    });
    await create(neighbour, validBody(lists));

    const response = await lister.request("GET", "/api/investments");
    expect(response.statusCode).toBe(200);
    const list = response.json() as Investment[];
    expect(list.map((investment) => investment.id)).toEqual([
      second.id,
      first.id,
    ]);
    // The list shows each investment exactly as its create answer did.
    expect(list).toEqual([second, first]);
  });

  it("gives a new user an empty list", async ({ tracker }) => {
    const newcomer = await tracker.signedInUser("newcomer");
    const response = await newcomer.request("GET", "/api/investments");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("writes exactly what the contract's serializer writes, an account's deposits and rates too", async ({
    saver,
    lists,
  }) => {
    await create(saver, validBody(lists));
    const ppf = await create(saver, {
      ...validBody(lists),
      invest_type_id: lists.investTypeId("PPF"),
      rate_of_interest: 7.1,
      start_date: "2024-04-10",
      end_date: undefined,
    });
    const deposited = await saver.request(
      "POST",
      `/api/investments/${ppf.id}/deposits`,
      { date: "2025-05-02", amount: 25_000.5 },
    );
    expect(deposited.statusCode, deposited.body).toBe(201);

    const response = await saver.request("GET", "/api/investments");
    const list = response.json() as Investment[];
    expect(list[0]!.deposits).toHaveLength(2);
    expect(list[0]!.rate_changes.length).toBeGreaterThan(0);
    // The list is written with JSON.stringify (decision 0061): no field the contract leaves out,
    // and every one in the contract's order, as on every other route.
    const contractSerializer = responseSerializerCompiler({
      schema: investmentEndpoints.list.responses[200],
      method: "GET",
      url: investmentEndpoints.list.path,
      httpStatus: "200",
    });
    expect(response.body).toBe(contractSerializer(list));
    expect(response.headers["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
  });

  it("is not stored by shared caches", async ({ saver }) => {
    const response = await saver.request("GET", "/api/investments");
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("closing an investment", () => {
  it("answers 200 with the closed investment carrying the reason", async ({
    saver,
    lists,
  }) => {
    const investment = await create(saver, validBody(lists));
    const response = await saver.request(
      "PUT",
      `/api/investments/${investment.id}/close`,
      { transaction_reason: "Premature withdrawal for a home down payment" },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: investment.id,
      status: "closed",
      transaction_reason: "Premature withdrawal for a home down payment",
      investment_companies: { name: "State Bank of India" },
    });
  });

  it("refuses a second close with 409 naming the status", async ({
    saver,
    lists,
  }) => {
    const investment = await create(saver, validBody(lists));
    const close = () =>
      saver.request("PUT", `/api/investments/${investment.id}/close`, {
        transaction_reason: "Matured",
      });
    expect((await close()).statusCode).toBe(200);
    const again = await close();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This investment is already closed, so it cannot be closed.",
    );
  });

  it("requires a reason", async ({ saver, lists }) => {
    const investment = await create(saver, validBody(lists));
    for (const body of [{}, { transaction_reason: "   " }]) {
      const response = await saver.request(
        "PUT",
        `/api/investments/${investment.id}/close`,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("transaction_reason is required");
    }
  });
});

describe("a request the server cannot accept", () => {
  const cases: [string, (body: Record<string, unknown>) => void, string][] = [
    [
      "without a company",
      (body) => delete body.company_id,
      "company_id is required",
    ],
    [
      "without a type",
      (body) => delete body.invest_type_id,
      "invest_type_id is required",
    ],
    [
      "without a principal",
      (body) => delete body.principal_amount,
      "principal_amount is required",
    ],
    [
      "without a start date",
      (body) => delete body.start_date,
      "start_date is required",
    ],
    [
      "without an end date",
      (body) => delete body.end_date,
      "end_date is required",
    ],
    [
      "with a principal of 0",
      (body) => (body.principal_amount = 0),
      "principal_amount must be greater than 0",
    ],
    [
      "with a negative principal",
      (body) => (body.principal_amount = -5000),
      "principal_amount must be greater than 0",
    ],
    // Found by the fuzz test: numeric(14,2) stored these as 0, a 500 for the principal.
    [
      "with a principal under half a paisa",
      (body) => (body.principal_amount = 5e-324),
      "principal_amount must be at least ₹0.01.",
    ],
    [
      "with a principal of half a paisa, which rounding would store as ₹0.01",
      (body) => (body.principal_amount = 0.005),
      "principal_amount must be at least ₹0.01.",
    ],
    [
      "with a principal just under one paisa",
      (body) => (body.principal_amount = 0.0099),
      "principal_amount must be at least ₹0.01.",
    ],
    [
      "with a maturity amount of half a paisa",
      (body) => (body.maturity_amount = 0.005),
      "maturity_amount must be at least ₹0.01.",
    ],
    [
      "with a maturity amount under half a paisa",
      (body) => (body.maturity_amount = 0.004),
      "maturity_amount must be at least ₹0.01.",
    ],
    [
      "with a principal sent as text",
      (body) => (body.principal_amount = "100000"),
      "principal_amount must be a number",
    ],
    [
      "with a negative rate",
      (body) => (body.rate_of_interest = -0.5),
      "rate_of_interest must be 0 or more",
    ],
    [
      "with a rate above 50",
      (body) => (body.rate_of_interest = 50.1),
      "rate_of_interest must be at most 50",
    ],
    [
      "with the end date on the start date",
      (body) => (body.end_date = body.start_date),
      "end_date must be after start_date",
    ],
    [
      "with the end date before the start date",
      (body) => (body.end_date = "2024-04-01"),
      "end_date must be after start_date",
    ],
    [
      "with a date that is not in the calendar",
      (body) => (body.end_date = "2030-02-30"),
      "end_date must be a real date",
    ],
    [
      "with a date before 1900",
      (body) => (body.start_date = "0000-01-01"),
      "start_date must be a date between 1900 and 2999.",
    ],
    [
      "with an unknown field",
      (body) => (body.user_id = "someone-else"),
      "Unknown field: user_id",
    ],
    [
      "with a company that does not exist",
      (body) => (body.company_id = "00000000-0000-4000-8000-000000000000"),
      "company_id does not match any company.",
    ],
    [
      "with a company id that is not an id",
      (body) => (body.company_id = "State Bank of India"),
      "company_id does not match any company.",
    ],
    [
      "with a type that does not exist",
      (body) => (body.invest_type_id = "00000000-0000-4000-8000-000000000000"),
      "invest_type_id does not match any investment type.",
    ],
  ];

  it.for(cases)(
    "answers 400 %s, naming the field",
    async ([_, change, message], { tracker, saver, lists }) => {
      const before = await tracker.storedInvestments();
      const body: Record<string, unknown> = validBody(lists);
      change(body);
      const response = await saver.request("POST", "/api/investments", body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await tracker.storedInvestments()).toEqual(before);
    },
  );

  it("answers 400 when the estimate would exceed what can be stored", async ({
    saver,
    lists,
  }) => {
    const response = await saver.request("POST", "/api/investments", {
      ...validBody(lists),
      principal_amount: 10_000_000,
      rate_of_interest: 50,
      end_date: "2100-04-01",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/maturity_amount/);
  });
});
