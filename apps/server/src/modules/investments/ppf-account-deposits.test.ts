import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";

const MISSING = "00000000-0000-4000-8000-000000000000";

async function opened(
  caller: Caller,
  lists: SeededLists,
  type: "PPF" | "Sukanya Samriddhi",
  start_date: string,
  principal_amount = 50_000,
): Promise<Investment> {
  const response = await caller.request("POST", "/api/investments", {
    company_id: lists.companyId("State Bank of India"),
    invest_type_id: lists.investTypeId(type),
    principal_amount,
    rate_of_interest: 7.1,
    start_date,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

const deposit = (caller: Caller, id: string, date: string, amount: number) =>
  caller.request("POST", `/api/investments/${id}/deposits`, { date, amount });

/** The account's row and deposits as stored, to prove a refusal changed nothing. */
async function storedAccount(
  tracker: TrackerHarness,
  caller: Caller,
  id: string,
) {
  const [row] = (await tracker.storedInvestments()).filter(
    (investment) => investment.id === id,
  );
  const listed = (
    (await caller.request("GET", "/api/investments")).json() as Investment[]
  ).find((investment) => investment.id === id);
  return { row, deposits: listed?.deposits };
}

describe("a deposit into a PPF account", () => {
  it("is recorded oldest first, the principal kept the deposits together and the maturity counted again", async ({
    saver,
    lists,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2024-04-10");
    const later = await deposit(saver, ppf.id, "2025-05-02", 1_00_000);
    expect(later.statusCode, later.body).toBe(201);
    const earlier = await deposit(saver, ppf.id, "2024-12-01", 25_000.5);
    expect(earlier.statusCode).toBe(201);
    const account = earlier.json() as Investment;
    expect(
      account.deposits.map(({ date, amount }) => ({ date, amount })),
    ).toEqual([
      { date: "2024-04-10", amount: 50_000 },
      { date: "2024-12-01", amount: 25_000.5 },
      { date: "2025-05-02", amount: 1_00_000 },
    ]);
    expect(account.principal_amount).toBe(1_75_000.5);
    expect(account.maturity_amount).toBeGreaterThan(
      (later.json() as Investment).maturity_amount!,
    );
    expect(account.end_date).toBe(ppf.end_date);
  });

  it("above the financial year's limit is 400 naming the amount, and nothing is stored", async ({
    saver,
    lists,
    tracker,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2024-04-10", 1_00_000);
    const before = await storedAccount(tracker, saver, ppf.id);
    const above = await deposit(saver, ppf.id, "2025-03-31", 50_000.01);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toMatch(/^amount /);
    expect(above.json().message).toContain("₹1,50,000");
    expect(await storedAccount(tracker, saver, ppf.id)).toEqual(before);

    // The next financial year has its own limit.
    const nextYear = await deposit(saver, ppf.id, "2025-04-01", 1_50_000);
    expect(nextYear.statusCode).toBe(201);
  });

  it("before the account opened or from its maturity on is 400 naming the date", async ({
    saver,
    lists,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2024-04-10");
    for (const date of ["2024-04-09", ppf.end_date]) {
      const outside = await deposit(saver, ppf.id, date, 1_000);
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toMatch(/^date /);
    }
    const sukanya = await opened(
      saver,
      lists,
      "Sukanya Samriddhi",
      "2020-06-01",
    );
    const afterFifteenYears = await deposit(
      saver,
      sukanya.id,
      "2035-06-01",
      1_000,
    );
    expect(afterFifteenYears.statusCode).toBe(400);
    expect(afterFifteenYears.json().message).toContain("15 years");
  });

  it("goes only into an active PPF or Sukanya Samriddhi account: 409 naming the scheme or the status", async ({
    saver,
    lists,
  }) => {
    const fd = (
      await saver.request("POST", "/api/investments", {
        company_id: lists.companyId("HDFC Bank"),
        invest_type_id: lists.investTypeId("Fixed Deposit"),
        principal_amount: 1_00_000,
        rate_of_interest: 7,
        start_date: "2025-01-01",
        end_date: "2026-01-01",
      })
    ).json() as Investment;
    const intoFd = await deposit(saver, fd.id, "2025-02-01", 1_000);
    expect(intoFd.statusCode).toBe(409);
    expect(intoFd.json().message).toBe(
      "Deposits are recorded only in PPF and Sukanya Samriddhi accounts; this investment is in term deposit.",
    );
    const inHindi = await saver.request(
      "POST",
      `/api/investments/${fd.id}/deposits`,
      { date: "2025-02-01", amount: 1_000 },
      { "accept-language": "hi" },
    );
    expect(inHindi.json().message).toContain("सावधि जमा");

    const ppf = await opened(saver, lists, "PPF", "2024-04-10");
    await saver.request("PUT", `/api/investments/${ppf.id}/close`, {
      transaction_reason: "Closed after 5 years for a child's education",
    });
    const intoClosed = await deposit(saver, ppf.id, "2025-02-01", 1_000);
    expect(intoClosed.statusCode).toBe(409);
    expect(intoClosed.json().message).toContain("closed");
  });

  it("into another person's account is 404, as for a missing one, and changes nothing", async ({
    saver,
    neighbour,
    lists,
    tracker,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2024-04-10");
    const before = await storedAccount(tracker, saver, ppf.id);
    const foreign = await deposit(neighbour, ppf.id, "2025-02-01", 1_000);
    const missing = await deposit(neighbour, MISSING, "2025-02-01", 1_000);
    const notAnId = await deposit(neighbour, "not-an-id", "2025-02-01", 1_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(notAnId.json()).toEqual(missing.json());
    const removal = await neighbour.request(
      "DELETE",
      `/api/investments/${ppf.id}/deposits/${ppf.deposits[0]!.id}`,
    );
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual(missing.json());
    expect(await storedAccount(tracker, saver, ppf.id)).toEqual(before);
    const theirs = (
      await neighbour.request("GET", "/api/investments")
    ).json() as Investment[];
    expect(theirs.map((investment) => investment.id)).not.toContain(ppf.id);
  });
});

describe("opening a PPF account", () => {
  it("with a first deposit above the year's limit is 400 naming principal_amount, and stores nothing", async ({
    saver,
    lists,
    tracker,
  }) => {
    const before = await tracker.storedInvestments();
    const response = await saver.request("POST", "/api/investments", {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("PPF"),
      principal_amount: 1_50_001,
      rate_of_interest: 7.1,
      start_date: "2025-04-01",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^principal_amount /);
    expect(response.json().message).toContain("₹1,50,000");
    expect(await tracker.storedInvestments()).toEqual(before);
  });
});

describe("removing a deposit from a PPF account", () => {
  it("takes it out of the principal and the maturity; the first deposit, which opened the account, stays", async ({
    saver,
    lists,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2024-04-10");
    const added = (
      await deposit(saver, ppf.id, "2024-06-01", 20_000)
    ).json() as Investment;
    const second = added.deposits.find((entry) => entry.date === "2024-06-01")!;

    const removed = await saver.request(
      "DELETE",
      `/api/investments/${ppf.id}/deposits/${second.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      principal_amount: 50_000,
      maturity_amount: ppf.maturity_amount,
      deposits: ppf.deposits,
    });

    const first = await saver.request(
      "DELETE",
      `/api/investments/${ppf.id}/deposits/${ppf.deposits[0]!.id}`,
    );
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      "The first deposit opened the account, so it cannot be removed.",
    );
    for (const depositId of [second.id, MISSING, "not-an-id"]) {
      const gone = await saver.request(
        "DELETE",
        `/api/investments/${ppf.id}/deposits/${depositId}`,
      );
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe("Deposit not found.");
    }
  });
});

describe("renewing", () => {
  it("is refused for a PPF account, which is not renewed, and allowed for a post office time deposit", async ({
    saver,
    lists,
    tracker,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2010-04-10");
    const before = await tracker.storedInvestments();
    const refused = await saver.request(
      "POST",
      `/api/investments/${ppf.id}/renew`,
      { new_end_date: "2031-04-01", new_rate: 7.1 },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("PPF");
    expect(await tracker.storedInvestments()).toEqual(before);

    const td = (
      await saver.request("POST", "/api/investments", {
        company_id: lists.companyId("India Post"),
        invest_type_id: lists.investTypeId("Post Office Time Deposit"),
        principal_amount: 1_00_000,
        rate_of_interest: 6.9,
        start_date: "2024-01-01",
        end_date: "2025-01-01",
      })
    ).json() as Investment;
    const renewed = await saver.request(
      "POST",
      `/api/investments/${td.id}/renew`,
      { new_end_date: "2026-01-01", new_rate: 6.9 },
    );
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json()).toMatchObject({
      scheme: "post_office_td",
      principal_amount: 1_00_000,
      interest_schedule: "payout_yearly",
    });
  });
});
