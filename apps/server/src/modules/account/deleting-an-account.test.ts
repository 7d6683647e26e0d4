import type { Household, Member } from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { answer, fillHousehold } from "../../../test/filled-household.ts";
import { queryRows } from "../../../test/query-rows.ts";
import { sweepReminders } from "../../../test/reminder-mails.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";
import type { Database } from "../../db/database.ts";
import * as schema from "../../db/schema.ts";

/**
 * DELETE /api/account (docs/product.md#your-data): with a fresh sign-in code, the person and their
 * household's data go from every table; a wrong or spent code, and the last active admin, are
 * refused; other people keep theirs, and lose only the access they had to the deleted household.
 */

/** Every table of the schema, as the backup round trip lists them: a table added later is checked too. */
const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table));

/** Per table, the rows (as PostgreSQL prints them) that contain any of `needles`. */
async function rowsMentioning(
  db: Database,
  needles: readonly string[],
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql.raw(`select t::text as row from "${table}" t`),
    );
    const matching = rows
      .map((row) => row.row)
      .filter((row) => needles.some((needle) => row.includes(needle)));
    if (matching.length > 0) found[table] = matching;
  }
  return found;
}

/** Every row of every table, to compare what is left of everyone else. */
async function everyRow(db: Database): Promise<Record<string, string[]>> {
  return rowsMentioning(db, [""]);
}

/** send-otp for the person's own address, a minute after the code before it (docs/product.md#sign-in-limits). */
async function askForCode(tracker: TrackerHarness, caller: Caller) {
  tracker.server.clock.advance(61_000);
  await answer(caller, 200, "POST", "/api/auth/send-otp", {
    email: caller.email,
  });
}

describe("deleting an account", () => {
  it("removes every row of the person and their household from every table, and nothing of anyone else's", async ({
    tracker,
    lists,
  }) => {
    const leaving = await tracker.signedInUser("leaving");
    const staying = await tracker.signedInUser("staying");
    const filled = await fillHousehold(tracker, lists, leaving, staying);
    // The one staying has a household of their own, shared with the one leaving.
    const [stayingOwn] = await answer<Member[]>(
      staying,
      200,
      "GET",
      "/api/household/members",
    );
    await answer<Investment>(staying, 201, "POST", "/api/investments", {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 100000,
      rate_of_interest: 7,
      start_date: "2025-01-01",
      end_date: "2026-01-01",
      holder_ids: [stayingOwn!.id],
    });
    await answer(staying, 201, "POST", "/api/household/access", {
      email: leaving.email,
      role: "view",
    });

    await askForCode(tracker, leaving);
    const code = tracker.server.smtp.latestCode(leaving.email);
    // A wrong code first: refused, and a sign-in failure on record.
    const wrong = await leaving.request("DELETE", "/api/account", {
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "INVALID_OTP" });
    // The week's reminder is queued; the person's mail server refuses it, so it stays queued.
    tracker.server.smtp.refuseRecipient(leaving.email);
    await sweepReminders(tracker);

    const members = await answer<Member[]>(
      leaving,
      200,
      "GET",
      "/api/household/members",
    );
    const investments = await answer<Investment[]>(
      leaving,
      200,
      "GET",
      "/api/investments",
    );
    const needles = [
      filled.userId,
      leaving.email,
      ...members.map((member) => member.id),
      ...investments.map((investment) => investment.id),
    ];
    const db = tracker.server.db;
    const before = await rowsMentioning(db, needles);
    // Each place the person's data lives holds some of it, so the check below can fail.
    expect(Object.keys(before).sort()).toEqual(
      [
        "household_access",
        "household_members",
        "idempotency_keys",
        "investment_deposits",
        "investment_holders",
        "investments",
        "mail_outbox",
        "otp_codes",
        "reminders_sent",
        "sessions",
        "sign_in_failures",
        "unsubscribe_tokens",
        "users",
      ].sort(),
    );
    const othersBefore = await everyRow(db);

    const deleted = await leaving.request("DELETE", "/api/account", {
      otp: code,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await rowsMentioning(db, needles)).toEqual({});
    // Everyone else's rows are as they were, less the access the one staying had been given.
    const othersAfter = await everyRow(db);
    for (const table of TABLES) {
      const kept = (othersBefore[table] ?? []).filter(
        (row) => !needles.some((needle) => row.includes(needle)),
      );
      const after = othersAfter[table] ?? [];
      if (table === "sessions" || table === "users") {
        // Sessions in use move their last-seen time; users' rows are compared by id below.
        expect(after.length, table).toBe(kept.length);
      } else {
        expect(after.sort(), table).toEqual(kept.sort());
      }
    }

    // The session is gone; the one staying sees only their own household now.
    const profile = await leaving.request("GET", "/api/auth/profile");
    expect(profile.statusCode).toBe(401);
    const households = await answer<Household[]>(
      staying,
      200,
      "GET",
      "/api/households",
    );
    expect(households.map((household) => household.role)).toEqual(["owner"]);
    const gone = await staying.request(
      "GET",
      `/api/investments?household=${filled.userId}`,
    );
    expect(gone.statusCode).toBe(404);
    expect(
      await answer<Investment[]>(staying, 200, "GET", "/api/investments"),
    ).toHaveLength(1);
  });

  it("refuses the code signed in with, one asked for again, and none, deleting nothing", async ({
    tracker,
  }) => {
    const person = await tracker.signedInUser("hesitant");
    // The code signed in with is spent.
    const spent = tracker.server.smtp.latestCode(person.email);
    const refusedSpent = await person.request("DELETE", "/api/account", {
      otp: spent,
    });
    expect(refusedSpent.statusCode).toBe(400);
    expect(refusedSpent.json()).toMatchObject({
      message:
        "This code has expired or has already been used. Please request a new one.",
    });

    await askForCode(tracker, person);
    const first = tracker.server.smtp.latestCode(person.email);
    await askForCode(tracker, person);
    const superseded = await person.request("DELETE", "/api/account", {
      otp: first,
    });
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json()).toMatchObject({
      message: expect.stringContaining("no longer works"),
    });

    const missing = await person.request("DELETE", "/api/account", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: expect.stringContaining("OTP"),
    });

    // Still signed in, still there.
    expect((await person.request("GET", "/api/auth/profile")).statusCode).toBe(
      200,
    );
  });

  it("refuses the last active admin, and lets them go once another admin exists", async ({
    kosh,
  }) => {
    const email = "only-admin@example.com";
    await kosh.invite(email, "admin");
    const token = await kosh.signIn(email);
    const remove = (otp: string) =>
      kosh.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { authorization: `Bearer ${token}` },
        payload: { otp },
      });
    kosh.clock.advance(61_000);
    expect((await kosh.sendCode(email)).statusCode).toBe(200);
    const code = kosh.latestMailedCode(email);
    const refused = await remove(code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        "You cannot delete your account while you are the last active admin. Make another user an admin first.",
    });

    // The code was not spent by the refusal: with a second admin, the same code deletes the account.
    await kosh.invite("second-admin@example.com", "admin");
    const deleted = await remove(code);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await kosh.get("/api/auth/profile", token)).statusCode).toBe(401);
  });
});
