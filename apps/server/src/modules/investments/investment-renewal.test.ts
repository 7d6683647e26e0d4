import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";

async function activeInvestment(
  saver: Caller,
  lists: SeededLists,
  overrides: object = {},
): Promise<Investment> {
  const response = await saver.request("POST", "/api/investments", {
    company_id: lists.companyId("Bajaj Finance"),
    invest_type_id: lists.investTypeId("Corporate FD"),
    principal_amount: 200000,
    rate_of_interest: 8.1,
    start_date: "2024-06-01",
    end_date: "2025-06-01",
    maturity_amount: 216200,
    account_number: "BFL-77310",
    investment_notes: "Cumulative scheme",
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

const renew = (saver: Caller, id: string, body: object) =>
  saver.request("POST", `/api/investments/${id}/renew`, body);
const close = (saver: Caller, id: string, reason = "Matured and withdrawn") =>
  saver.request("PUT", `/api/investments/${id}/close`, {
    transaction_reason: reason,
  });

async function statusOf(tracker: TrackerHarness, id: string) {
  const stored = await tracker.storedInvestments();
  return stored.find((row) => row.id === id)?.status;
}

describe("renewing an investment", () => {
  it("answers 201 with a new investment reinvesting the old maturity amount from the old end date", async ({
    tracker,
    saver,
    lists,
  }) => {
    const old = await activeInvestment(saver, lists);
    const response = await renew(saver, old.id, {
      new_end_date: "2026-06-01",
      new_rate: 8.25,
      new_maturity_amount: 234035,
      transaction_reason: "Auto-renewal at the new card rate",
    });
    expect(response.statusCode, response.body).toBe(201);
    const renewal = response.json() as Investment;
    expect(renewal).toMatchObject({
      company_id: lists.companyId("Bajaj Finance"),
      invest_type_id: lists.investTypeId("Corporate FD"),
      principal_amount: 216200,
      rate_of_interest: 8.25,
      start_date: "2025-06-01",
      end_date: "2026-06-01",
      maturity_amount: 234035,
      status: "active",
      renewal_reference_id: old.id,
      transaction_reason: "Auto-renewal at the new card rate",
      account_number: "BFL-77310",
      investment_notes: "Cumulative scheme",
      investment_companies: { name: "Bajaj Finance" },
      invest_types: { type_name: "Corporate FD" },
    });
    expect(renewal.id).not.toBe(old.id);
    expect(await statusOf(tracker, old.id)).toBe("renewed");
  });

  it("puts the renewal on top of the list, with the renewed one still listed", async ({
    saver,
    lists,
  }) => {
    const old = await activeInvestment(saver, lists);
    const renewal = (await renew(saver, old.id, {
      new_end_date: "2026-06-01",
      new_rate: 8,
    }).then((response) => response.json())) as Investment;

    const list = (await saver
      .request("GET", "/api/investments")
      .then((response) => response.json())) as Investment[];
    expect(list[0]?.id).toBe(renewal.id);
    expect(list.find((investment) => investment.id === old.id)?.status).toBe(
      "renewed",
    );
  });

  it("estimates the new maturity amount when none is sent", async ({
    saver,
    lists,
  }) => {
    const old = await activeInvestment(saver, lists);
    const response = await renew(saver, old.id, {
      new_end_date: "2026-06-01",
      new_rate: 8,
    });
    // 216,200 × 1.08^(365/365.25) = 233,483.7 → 233,484
    expect(response.json().maturity_amount).toBe(233484);
  });

  it("chains a second renewal onto the first", async ({ saver, lists }) => {
    const first = await activeInvestment(saver, lists);
    const second = (await renew(saver, first.id, {
      new_end_date: "2026-06-01",
      new_rate: 8,
      new_maturity_amount: 233500,
    }).then((response) => response.json())) as Investment;
    const third = await renew(saver, second.id, {
      new_end_date: "2027-06-01",
      new_rate: 7.5,
    });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json()).toMatchObject({
      renewal_reference_id: second.id,
      principal_amount: 233500,
      start_date: "2026-06-01",
    });
  });

  it("refuses to renew a closed investment with 409, and changes nothing", async ({
    tracker,
    saver,
    lists,
  }) => {
    const investment = await activeInvestment(saver, lists);
    expect((await close(saver, investment.id)).statusCode).toBe(200);
    const before = await tracker.storedInvestments();

    const response = await renew(saver, investment.id, {
      new_end_date: "2026-06-01",
      new_rate: 8,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "This investment is already closed, so it cannot be renewed.",
    );
    expect(await tracker.storedInvestments()).toEqual(before);
  });

  it("refuses to renew or close an investment already renewed, with 409", async ({
    saver,
    lists,
  }) => {
    const investment = await activeInvestment(saver, lists);
    const body = { new_end_date: "2026-06-01", new_rate: 8 };
    expect((await renew(saver, investment.id, body)).statusCode).toBe(201);

    const again = await renew(saver, investment.id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This investment is already renewed, so it cannot be renewed.",
    );
    const closing = await close(saver, investment.id);
    expect(closing.statusCode).toBe(409);
    expect(closing.json().message).toBe(
      "This investment is already renewed, so it cannot be closed.",
    );
  });
});

describe("a renewal the server cannot accept", () => {
  const cases: [string, object, string][] = [
    ["without a new end date", { new_rate: 8 }, "new_end_date is required"],
    ["without a rate", { new_end_date: "2026-06-01" }, "new_rate is required"],
    [
      "with a negative rate",
      { new_end_date: "2026-06-01", new_rate: -1 },
      "new_rate must be 0 or more",
    ],
    [
      "with a rate above 50",
      { new_end_date: "2026-06-01", new_rate: 51 },
      "new_rate must be at most 50",
    ],
    [
      "with a maturity amount of 0",
      { new_end_date: "2026-06-01", new_rate: 8, new_maturity_amount: 0 },
      "new_maturity_amount must be greater than 0",
    ],
    [
      "with a maturity amount of half a paisa",
      { new_end_date: "2026-06-01", new_rate: 8, new_maturity_amount: 0.005 },
      "new_maturity_amount must be at least ₹0.01.",
    ],
    [
      "with an unknown field",
      { new_end_date: "2026-06-01", new_rate: 8, principal_amount: 1 },
      "Unknown field: principal_amount",
    ],
    [
      "with a new end date on the old end date",
      { new_end_date: "2025-06-01", new_rate: 8 },
      "new_end_date must be after 2025-06-01, the day the current term ends and the renewal starts.",
    ],
  ];

  it.for(cases)(
    "answers 400 %s, naming the field, and the investment stays active",
    async ([_, body, message], { tracker, saver, lists }) => {
      const investment = await activeInvestment(saver, lists);
      const response = await renew(saver, investment.id, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await statusOf(tracker, investment.id)).toBe("active");
    },
  );
});

describe("racing requests", () => {
  it("lets exactly one of 20 concurrent renewals through; the others get 409 and one row is added", async ({
    tracker,
    saver,
    lists,
  }) => {
    const investment = await activeInvestment(saver, lists);
    const rowsBefore = (await tracker.storedInvestments()).length;

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        renew(saver, investment.id, {
          new_end_date: "2026-06-01",
          new_rate: 8,
          transaction_reason: `attempt ${index}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);

    const stored = await tracker.storedInvestments();
    expect(stored).toHaveLength(rowsBefore + 1);
    expect(
      stored.filter((row) => row.renewalReferenceId === investment.id),
    ).toHaveLength(1);
  });

  it("lets exactly one of a renewal and a close racing each other win", async ({
    tracker,
    saver,
    lists,
  }) => {
    for (let round = 0; round < 5; round += 1) {
      const investment = await activeInvestment(saver, lists);
      const [renewal, closing] = await Promise.all([
        renew(saver, investment.id, {
          new_end_date: "2026-06-01",
          new_rate: 8,
        }),
        close(saver, investment.id),
      ]);
      const outcomes = [renewal.statusCode, closing.statusCode].sort(
        (a, b) => a - b,
      );
      expect([
        [200, 409],
        [201, 409],
      ]).toContainEqual(outcomes);

      const stored = await tracker.storedInvestments();
      const successors = stored.filter(
        (row) => row.renewalReferenceId === investment.id,
      );
      if (renewal.statusCode === 201) {
        expect(await statusOf(tracker, investment.id)).toBe("renewed");
        expect(successors).toHaveLength(1);
      } else {
        expect(await statusOf(tracker, investment.id)).toBe("closed");
        expect(successors).toHaveLength(0);
      }
    }
  });
});
