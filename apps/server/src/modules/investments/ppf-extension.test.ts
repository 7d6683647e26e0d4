import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import {
  atTenInIndia,
  mailsSaying,
  sweepReminders,
} from "../../../test/reminder-mails.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";

// The test clock starts on 10 March 2026 (test/test-clock.ts).
const MISSING = "00000000-0000-4000-8000-000000000000";

async function opened(
  caller: Caller,
  lists: SeededLists,
  type: string,
  start_date: string,
): Promise<Investment> {
  const response = await caller.request("POST", "/api/investments", {
    company_id: lists.companyId("India Post"),
    invest_type_id: lists.investTypeId(type),
    principal_amount: 1_00_000,
    rate_of_interest: 7.1,
    start_date,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

const extend = (
  caller: Caller,
  id: string,
  with_deposits: boolean,
  headers: Record<string, string> = {},
) =>
  caller.request(
    "POST",
    `/api/investments/${id}/extend`,
    { with_deposits },
    headers,
  );

/** The account's row as stored, to prove a refusal changed nothing. */
async function storedRow(tracker: TrackerHarness, id: string) {
  return (await tracker.storedInvestments()).find((row) => row.id === id);
}

describe("extending a matured PPF account by 5 years", () => {
  it("with deposits moves its end date, counts its maturity to it, takes the next year's deposit, and a repeat of the key extends once", async ({
    saver,
    lists,
  }) => {
    // Opened in FY 2009-10: matured on 1 April 2025, less than a year ago.
    const ppf = await opened(saver, lists, "PPF", "2009-06-01");
    expect(ppf.end_date).toBe("2025-04-01");
    expect(ppf.extended_years).toBe(0);
    const key = { "idempotency-key": "extend-ppf-2025" };
    const response = await extend(saver, ppf.id, true, key);
    expect(response.statusCode, response.body).toBe(200);
    const extended = response.json() as Investment;
    expect(extended).toMatchObject({
      id: ppf.id,
      status: "active",
      end_date: "2030-04-01",
      extended_years: 5,
      deposits_close_on: null,
    });
    expect(extended.maturity_amount).toBeGreaterThan(ppf.maturity_amount!);

    const repeat = await extend(saver, ppf.id, true, key);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(repeat.json()).toEqual(extended);

    const listed = (
      (await saver.request("GET", "/api/investments")).json() as Investment[]
    ).find((investment) => investment.id === ppf.id);
    expect(listed).toEqual(extended);

    const deposit = await saver.request(
      "POST",
      `/api/investments/${ppf.id}/deposits`,
      { date: "2025-06-02", amount: 1_50_000 },
    );
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect((deposit.json() as Investment).principal_amount).toBe(2_50_000);
  });

  it("without deposits keeps it earning, refuses deposits from its first maturity, and may come more than a year after it", async ({
    saver,
    lists,
  }) => {
    // Opened in FY 2008-09: matured on 1 April 2024, more than a year ago.
    const ppf = await opened(saver, lists, "PPF", "2008-07-01");
    const withDeposits = await extend(saver, ppf.id, true);
    expect(withDeposits.statusCode).toBe(409);
    expect(withDeposits.json().message).toBe(
      "An extension with deposits is asked for within a year of maturity (2024-04-01 to 2025-03-31); extend this account without deposits.",
    );
    const response = await extend(saver, ppf.id, false);
    expect(response.statusCode, response.body).toBe(200);
    const extended = response.json() as Investment;
    expect(extended).toMatchObject({
      end_date: "2029-04-01",
      extended_years: 5,
      deposits_close_on: "2024-04-01",
    });
    expect(extended.maturity_amount).toBeGreaterThan(ppf.maturity_amount!);
    const deposit = await saver.request(
      "POST",
      `/api/investments/${ppf.id}/deposits`,
      { date: "2025-06-02", amount: 1_000 },
    );
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().message).toBe(
      "date must be before 2024-04-01: the account was extended without deposits from that day.",
    );
  });

  it("before it matures is 409 saying from when, in English and in Hindi, and changes nothing", async ({
    saver,
    lists,
    tracker,
  }) => {
    // Opened in FY 2010-11: it matures on 1 April 2026, 22 days away.
    const ppf = await opened(saver, lists, "PPF", "2010-05-01");
    const before = await storedRow(tracker, ppf.id);
    const early = await extend(saver, ppf.id, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "This account can be extended from 2026-04-01, the day it matures.",
    );
    const inHindi = await extend(saver, ppf.id, true, {
      "accept-language": "hi",
    });
    expect(inHindi.json().message).toBe(
      "इस खाते की अवधि 2026-04-01 से बढ़ाई जा सकती है: उस दिन खाता परिपक्व होता है।",
    );
    expect(await storedRow(tracker, ppf.id)).toEqual(before);
  });

  it("of Sukanya Samriddhi, a term deposit or a closed PPF is 409 saying why", async ({
    saver,
    lists,
    tracker,
  }) => {
    const sukanya = await opened(
      saver,
      lists,
      "Sukanya Samriddhi",
      "2004-04-01",
    );
    expect(sukanya.end_date < "2026-03-10").toBe(true);
    const before = await storedRow(tracker, sukanya.id);
    const refused = await extend(saver, sukanya.id, false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "An investment in Sukanya Samriddhi is not extended: only a PPF account is, in blocks of 5 years from its maturity.",
    );
    const inHindi = await extend(saver, sukanya.id, false, {
      "accept-language": "hi",
    });
    expect(inHindi.json().message).toContain("सुकन्या समृद्धि");
    expect(await storedRow(tracker, sukanya.id)).toEqual(before);

    const fd = await saver.request("POST", "/api/investments", {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 1_00_000,
      rate_of_interest: 7,
      start_date: "2024-01-01",
      end_date: "2025-01-01",
    });
    const intoFd = await extend(saver, (fd.json() as Investment).id, false);
    expect(intoFd.statusCode).toBe(409);
    expect(intoFd.json().message).toContain("term deposit");

    const ppf = await opened(saver, lists, "PPF", "2009-06-01");
    await saver.request("PUT", `/api/investments/${ppf.id}/close`, {
      transaction_reason: "Paid out at maturity",
    });
    const closed = await extend(saver, ppf.id, false);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      "This account is already closed, so it cannot be extended.",
    );
  });

  it("of another person's account is 404, as for a missing one, and changes nothing", async ({
    saver,
    neighbour,
    lists,
    tracker,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2009-06-01");
    const before = await storedRow(tracker, ppf.id);
    const foreign = await extend(neighbour, ppf.id, true);
    const missing = await extend(neighbour, MISSING, true);
    const notAnId = await extend(neighbour, "not-an-id", true);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(notAnId.json()).toEqual(missing.json());
    expect(await storedRow(tracker, ppf.id)).toEqual(before);
  });

  it("without a yes or no for with_deposits is 400 naming it", async ({
    saver,
    lists,
  }) => {
    const ppf = await opened(saver, lists, "PPF", "2009-06-01");
    const response = await saver.request(
      "POST",
      `/api/investments/${ppf.id}/extend`,
      {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("with_deposits");
  });

  it("brings the maturity reminders again before the new end date", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2025-03-25");
    const owner = await tracker.signedInUser("extended-ppf-owner");
    await owner.request("PUT", "/api/reminders/settings", {
      enabled: true,
      lead_days: [7],
    });
    const ppf = await opened(owner, lists, "PPF", "2009-06-01");
    await sweepReminders(tracker);
    expect(mailsSaying(tracker, owner, "matures")).toHaveLength(1);

    atTenInIndia(tracker, "2025-04-02");
    const response = await extend(owner, ppf.id, true);
    expect(response.statusCode, response.body).toBe(200);

    atTenInIndia(tracker, "2030-03-25");
    await sweepReminders(tracker);
    const mails = mailsSaying(tracker, owner, "matures");
    expect(mails).toHaveLength(2);
  });
});
