import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import { HOUR } from "../../../test/test-clock.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";

let keys = 0;
const freshKey = () => `key-${Date.now()}-${(keys += 1)}`;

/** A new investment's body, which a test sends again or changes. */
const newInvestment = (lists: SeededLists): Record<string, unknown> => ({
  company_id: lists.companyId("Bajaj Finance"),
  invest_type_id: lists.investTypeId("Corporate FD"),
  principal_amount: 100000,
  rate_of_interest: 7.5,
  start_date: "2024-04-01",
  end_date: "2025-04-01",
  maturity_amount: 107500,
});

const create = (caller: Caller, key: string, body: object) =>
  caller.request("POST", "/api/investments", body, { "idempotency-key": key });

/** An investment the caller added, under a key of its own, for a test about another request. */
const added = async (
  caller: Caller,
  lists: Parameters<typeof newInvestment>[0],
) =>
  (await create(caller, freshKey(), newInvestment(lists))).json() as Investment;

const rowCount = async (tracker: TrackerHarness) =>
  (await tracker.storedInvestments()).length;

describe("POST /api/investments with an Idempotency-Key", () => {
  it("answers a repeat with the first answer, the same status and body, and writes nothing", async ({
    tracker,
    saver,
    lists,
  }) => {
    const key = freshKey();
    const first = await create(saver, key, newInvestment(lists));
    expect(first.statusCode, first.body).toBe(201);
    const rows = await rowCount(tracker);

    const repeat = await create(saver, key, newInvestment(lists));
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(await rowCount(tracker)).toBe(rows);
  });

  it("treats the same body with its fields in another order as the same request", async ({
    saver,
    lists,
  }) => {
    const key = freshKey();
    const first = await create(saver, key, newInvestment(lists));
    const reordered = Object.fromEntries(
      Object.entries(newInvestment(lists)).reverse(),
    );
    const repeat = await create(saver, key, reordered);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
  });

  it("treats the same route spelt with a doubled slash (/api//investments) as the same request", async ({
    tracker,
    saver,
    lists,
  }) => {
    const key = freshKey();
    const first = await create(saver, key, newInvestment(lists));
    const rows = await rowCount(tracker);

    const repeat = await saver.request(
      "POST",
      "/api//investments",
      newInvestment(lists),
      {
        "idempotency-key": key,
      },
    );

    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(await rowCount(tracker)).toBe(rows);
  });

  it("refuses the same key with another body: 422 in the API's error shape, nothing written", async ({
    tracker,
    saver,
    lists,
  }) => {
    const key = freshKey();
    await create(saver, key, newInvestment(lists));
    const rows = await rowCount(tracker);

    const changed = await create(saver, key, {
      ...newInvestment(lists),
      principal_amount: 100001,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      statusCode: 422,
      code: "IDEMPOTENCY_KEY_REUSED",
      error: "Unprocessable Entity",
      message:
        "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
    });
    expect(await rowCount(tracker)).toBe(rows);
  });

  it("writes one row for two concurrent requests with one key, and gives both the same answer", async ({
    tracker,
    saver,
    lists,
  }) => {
    const key = freshKey();
    const rows = await rowCount(tracker);
    const [a, b] = await Promise.all([
      create(saver, key, newInvestment(lists)),
      create(saver, key, newInvestment(lists)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect(await rowCount(tracker)).toBe(rows + 1);
  });

  it("keeps keys per user: another user's same key is a new request", async ({
    saver,
    neighbour: other,
    lists,
  }) => {
    const key = freshKey();
    const mine = await create(saver, key, newInvestment(lists));
    const theirs = await create(other, key, newInvestment(lists));
    expect(theirs.statusCode).toBe(201);
    expect((theirs.json() as Investment).id).not.toBe(
      (mine.json() as Investment).id,
    );
  });

  it("gives the first answer back until 24 hours have passed, and writes anew after", async ({
    tracker,
    saver,
    lists,
  }) => {
    const key = freshKey();
    const first = await create(saver, key, newInvestment(lists));
    const rows = await rowCount(tracker);

    tracker.server.clock.advance(24 * HOUR - 1_000);
    const atLimit = await create(saver, key, newInvestment(lists));
    expect(atLimit.body).toBe(first.body);
    expect(await rowCount(tracker)).toBe(rows);

    tracker.server.clock.advance(2_000);
    const past = await create(saver, key, newInvestment(lists));
    expect(past.statusCode).toBe(201);
    expect((past.json() as Investment).id).not.toBe(
      (first.json() as Investment).id,
    );
    expect(await rowCount(tracker)).toBe(rows + 1);
  });

  it("writes every time without the header, and refuses a key that is not visible ASCII", async ({
    tracker,
    saver,
    lists,
  }) => {
    const rows = await rowCount(tracker);
    await saver.request("POST", "/api/investments", newInvestment(lists));
    await saver.request("POST", "/api/investments", newInvestment(lists));
    expect(await rowCount(tracker)).toBe(rows + 2);

    for (const bad of ["", "a b", "k".repeat(256)]) {
      const response = await create(saver, bad, newInvestment(lists));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Idempotency-Key/);
    }
    const longest = await create(
      saver,
      `${"k".repeat(254)}${keys}`,
      newInvestment(lists),
    );
    expect(longest.statusCode).toBe(201);
  });
});

describe("POST /api/investments/:id/renew with an Idempotency-Key", () => {
  const renewal = {
    new_end_date: "2026-04-01",
    new_rate: 7.6,
    new_maturity_amount: 115670,
    transaction_reason: "Renewed at the new rate",
  };

  it("answers a repeat with the first renewal instead of 409, and renews once", async ({
    tracker,
    saver,
    lists,
  }) => {
    const old = await added(saver, lists);
    const key = freshKey();
    const url = `/api/investments/${old.id}/renew`;
    const first = await saver.request("POST", url, renewal, {
      "idempotency-key": key,
    });
    expect(first.statusCode, first.body).toBe(201);
    const rows = await rowCount(tracker);

    const repeat = await saver.request("POST", url, renewal, {
      "idempotency-key": key,
    });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(await rowCount(tracker)).toBe(rows);

    const withoutKey = await saver.request("POST", url, renewal);
    expect(withoutKey.statusCode).toBe(409);
  });

  it("refuses the key of a renewal reused to add an investment (another request)", async ({
    saver,
    lists,
  }) => {
    const old = await added(saver, lists);
    const key = freshKey();
    await saver.request("POST", `/api/investments/${old.id}/renew`, renewal, {
      "idempotency-key": key,
    });
    const reused = await create(saver, key, newInvestment(lists));
    expect(reused.statusCode).toBe(422);
  });

  it("replays a repeat spelt /api//investments/:id/renew, and refuses the key reused to renew another investment", async ({
    saver,
    lists,
  }) => {
    const old = await added(saver, lists);
    const another = await added(saver, lists);
    const key = freshKey();
    const first = await saver.request(
      "POST",
      `/api/investments/${old.id}/renew`,
      renewal,
      { "idempotency-key": key },
    );

    const repeat = await saver.request(
      "POST",
      `/api//investments/${old.id}//renew`,
      renewal,
      { "idempotency-key": key },
    );
    const elsewhere = await saver.request(
      "POST",
      `/api/investments/${another.id}/renew`,
      renewal,
      { "idempotency-key": key },
    );

    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(elsewhere.statusCode).toBe(422);
  });

  it("stores nothing for a refused renewal, so a repeat is refused alike", async ({
    saver,
    lists,
  }) => {
    const old = await added(saver, lists);
    await saver.request("PUT", `/api/investments/${old.id}/close`, {
      transaction_reason: "Withdrawn",
    });
    const key = freshKey();
    const url = `/api/investments/${old.id}/renew`;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await saver.request("POST", url, renewal, {
        "idempotency-key": key,
      });
      expect(response.statusCode).toBe(409);
    }
  });
});

describe("POST /api/investments/:id/deposits with an Idempotency-Key", () => {
  const yearsDeposit = { date: "2025-05-02", amount: 40_000 };

  /** A PPF account opened with ₹50,000 in FY 2024-25, its deposits' address and a new key. */
  const ppfOpened = async (caller: Caller, lists: SeededLists) => {
    const response = await create(caller, freshKey(), {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("PPF"),
      principal_amount: 50_000,
      rate_of_interest: 7.1,
      start_date: "2024-04-10",
    });
    expect(response.statusCode, response.body).toBe(201);
    const ppf = response.json() as Investment;
    return {
      ppf,
      url: `/api/investments/${ppf.id}/deposits`,
      key: { "idempotency-key": freshKey() },
    };
  };

  const depositsOf = async (caller: Caller, id: string) =>
    (
      (await caller.request("GET", "/api/investments")).json() as Investment[]
    ).find((investment) => investment.id === id)?.deposits.length;

  it("records a retried deposit once and answers the repeat with the first answer; without a key a repeat records it again", async ({
    saver,
    lists,
  }) => {
    const { ppf, url, key } = await ppfOpened(saver, lists);
    const first = await saver.request("POST", url, yearsDeposit, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(await depositsOf(saver, ppf.id)).toBe(2);

    const repeat = await saver.request("POST", url, yearsDeposit, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(repeat.body).toBe(first.body);
    expect(await depositsOf(saver, ppf.id)).toBe(2);

    const withoutKey = await saver.request("POST", url, yearsDeposit);
    expect(withoutKey.statusCode).toBe(201);
    expect(await depositsOf(saver, ppf.id)).toBe(3);
  });

  it("refuses the key with another amount (422) and stores nothing for a refused deposit, so its repeat is refused alike", async ({
    saver,
    lists,
  }) => {
    const { ppf, url, key } = await ppfOpened(saver, lists);
    await saver.request("POST", url, yearsDeposit, key);
    const other = await saver.request(
      "POST",
      url,
      { ...yearsDeposit, amount: 10_000 },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe("IDEMPOTENCY_KEY_REUSED");

    // ₹50,000 already in FY 2024-25: ₹1,00,000.01 more is above its ₹1,50,000.
    const above = { date: "2025-03-31", amount: 1_00_000.01 };
    const refusedKey = { "idempotency-key": freshKey() };
    const refused = await saver.request("POST", url, above, refusedKey);
    expect(refused.statusCode).toBe(400);
    const again = await saver.request("POST", url, above, refusedKey);
    expect(again.statusCode).toBe(400);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await depositsOf(saver, ppf.id)).toBe(2);
  });
});
