import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {
  databaseMigratedUpTo,
  koshAfterUpgrade,
} from "../../../test/database-before-migration.ts";
import { MINUTE } from "../../../test/test-clock.ts";
import type { TrackerHarness } from "../../../test/tracker-harness.ts";
import { newSessionToken, sessionTokenHash } from "../auth/session-token.ts";

// The saver's two investments, one of them closed, which the feed shows or leaves out.
it.beforeAll(async ({ saver, lists }) => {
  const companyId = lists.companyId("Bajaj Finance");
  const investTypeId = lists.investTypeId("Corporate FD");
  const add = async (end_date: string) => {
    const response = await saver.request("POST", "/api/investments", {
      company_id: companyId,
      invest_type_id: investTypeId,
      principal_amount: 200000,
      rate_of_interest: 8.1,
      start_date: "2025-06-01",
      end_date,
      maturity_amount: 1216200,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };
  await add("2026-06-01");
  const closed = await add("2026-09-01");
  await saver.request("PUT", `/api/investments/${closed.id}/close`, {
    transaction_reason: "Withdrawn",
  });
});

const fetchFeed = (tracker: TrackerHarness, url: string) =>
  tracker.anonymous.request("GET", new URL(url).pathname);

describe("the calendar feed", () => {
  it("gives a secret address whose calendar holds one all-day event per active investment", async ({
    tracker,
    saver,
  }) => {
    const created = await saver.request("POST", "/api/calendar-feed");
    expect(created.statusCode).toBe(201);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(
      /^http:\/\/kosh\.test\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );

    const feed = await fetchFeed(tracker, url);

    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const events = feed.body.split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toContain("DTSTART;VALUE=DATE:20260601");
    expect(events[0]).toContain(
      "SUMMARY:Bajaj Finance Corporate FD matures: ₹12\\,16\\,200",
    );
    const status = await saver.request("GET", "/api/calendar-feed");
    expect(status.json()).toEqual({ active: true });
  });

  it("refuses a field it does not know, like every write route, and makes no address", async ({
    tracker,
    saver,
  }) => {
    const before = (await saver.request("POST", "/api/calendar-feed")).json()
      .url as string;
    const refused = await saver.request("POST", "/api/calendar-feed", {
      url: "https://evil.example/feed.ics",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(refused.json().message).toContain("url");
    // The address made before still answers: nothing was replaced.
    expect((await fetchFeed(tracker, before)).statusCode).toBe(200);
    const empty = await saver.request("POST", "/api/calendar-feed", {});
    expect(empty.statusCode).toBe(201);
  });

  it("stops answering the old address when replaced, and every address when revoked", async ({
    tracker,
    saver,
  }) => {
    const first = (await saver.request("POST", "/api/calendar-feed")).json()
      .url as string;
    const second = (await saver.request("POST", "/api/calendar-feed")).json()
      .url as string;

    expect((await fetchFeed(tracker, first)).statusCode).toBe(404);
    expect((await fetchFeed(tracker, second)).statusCode).toBe(200);

    const revoked = await saver.request("DELETE", "/api/calendar-feed");
    expect(revoked.statusCode).toBe(204);
    const gone = await fetchFeed(tracker, second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/not known/);
    expect((await saver.request("GET", "/api/calendar-feed")).json()).toEqual({
      active: false,
    });
  });

  it("needs sign-in to make, check or revoke an address, and refuses a made-up one", async ({
    tracker,
  }) => {
    for (const method of ["POST", "GET", "DELETE"] as const) {
      const response = await tracker.anonymous.request(
        method,
        "/api/calendar-feed",
      );
      expect(response.statusCode).toBe(401);
    }
    const madeUp = await tracker.anonymous.request(
      "GET",
      `/api/calendar-feed/${"a".repeat(43)}.ics`,
    );
    expect(madeUp.statusCode).toBe(404);
  });
});

describe("a disabled person's calendar address", () => {
  it("stops answering with their sessions, like an unknown one, and stays revoked when they are enabled again", async ({
    tracker,
  }) => {
    const admin = await tracker.signedInUser("calendar-admin", "admin");
    const person = await tracker.signedInUser("calendar-disabled");
    const { url } = (await person.request("POST", "/api/calendar-feed")).json();
    expect((await fetchFeed(tracker, url)).statusCode).toBe(200);
    const listed = (await admin.request("GET", "/api/admin/users")).json() as {
      id: string;
      email: string;
    }[];
    const id = listed.find((user) => user.email === person.email)!.id;
    const setDisabled = async (disabled: boolean) => {
      const patched = await admin.request("PATCH", `/api/admin/users/${id}`, {
        disabled,
      });
      expect(patched.statusCode, patched.body).toBe(200);
    };

    await setDisabled(true);
    const disabled = await fetchFeed(tracker, url);
    const unknown = await fetchFeed(
      tracker,
      `http://kosh.test/api/calendar-feed/${"b".repeat(43)}.ics`,
    );
    expect(disabled.statusCode).toBe(404);
    expect(disabled.body).toBe(unknown.body);

    // Enabled again, they sign in again and make a new address; the old one stays dead.
    await setDisabled(false);
    expect((await fetchFeed(tracker, url)).statusCode).toBe(404);
    tracker.server.clock.advance(MINUTE);
    const again = await tracker.server.signIn(person.email);
    const status = await tracker.server.get("/api/calendar-feed", again);
    expect(status.json()).toEqual({ active: false });
  });
});

describe("the calendar of a person who reads Kosh in Hindi", () => {
  it("names its events in Hindi, amounts in ₹ with Indian grouping", async ({
    tracker,
    lists,
  }) => {
    const reader = await tracker.signedInUser("hindi-calendar");
    await reader.request("PUT", "/api/auth/locale", { locale: "hi" });
    const added = await reader.request("POST", "/api/investments", {
      company_id: lists.companyId("Bajaj Finance"),
      invest_type_id: lists.investTypeId("Corporate FD"),
      principal_amount: 200000,
      rate_of_interest: 8.1,
      start_date: "2025-06-01",
      end_date: "2026-06-01",
      maturity_amount: 1216200,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { url } = (await reader.request("POST", "/api/calendar-feed")).json();

    const feed = await fetchFeed(tracker, url);

    // Long lines are folded at 75 octets (RFC 5545 §3.1): read them unfolded.
    const calendar = feed.body.replace(/\r\n[ \t]/g, "");
    expect(calendar).toContain("X-WR-CALNAME:Kosh: परिपक्वता तिथियाँ");
    expect(calendar).toContain(
      "SUMMARY:Bajaj Finance Corporate FD की परिपक्वता: ₹12\\,16\\,200",
    );
    expect(calendar).toContain(
      "Bajaj Finance में Corporate FD: ₹2\\,00\\,000 का निवेश",
    );
    expect(calendar).toContain("http://kosh.test/hi/dashboard");
    expect(calendar).not.toContain("matures");
  });
});

describe("the address of a person disabled before the upgrade (migration 0008)", () => {
  it("stops answering after it, while an enabled person's keeps answering", async () => {
    // Up to 0007, disabling left the address in place.
    const client = await databaseMigratedUpTo(7);
    const [ofDisabled, ofEnabled] = [newSessionToken(), newSessionToken()];
    await client.query(
      `insert into users (email, disabled_at, calendar_token_hash)
       values ('disabled-before@kosh.test', now(), $1), ('enabled@kosh.test', null, $2)`,
      [sessionTokenHash(ofDisabled), sessionTokenHash(ofEnabled)],
    );

    const kosh = await koshAfterUpgrade(client);
    try {
      const feed = (token: string) =>
        kosh.app.inject({ url: `/api/calendar-feed/${token}.ics` });
      expect((await feed(ofDisabled)).statusCode).toBe(404);
      expect((await feed(ofEnabled)).statusCode).toBe(200);
    } finally {
      await kosh.close();
    }
  });
});
