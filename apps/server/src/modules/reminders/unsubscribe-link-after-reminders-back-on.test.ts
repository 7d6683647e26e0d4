import { addDays } from "@kosh/core/format/date";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {
  mailsSaying,
  sweepReminders,
  unsubscribePath,
} from "../../../test/reminder-mails.ts";
import {
  databaseMigratedUpTo,
  koshAfterUpgrade,
} from "../../../test/database-before-migration.ts";
import { DAY } from "../../../test/test-clock.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";
import { unsubscribeTokens, users } from "../../db/schema.ts";
import { serverToday } from "../../server-today.ts";
import { sessionTokenHash } from "../auth/session-token.ts";

/** A deposit of `owner` ending `days` from the test clock's today. */
async function depositEndingIn(
  tracker: TrackerHarness,
  owner: Caller,
  days: number,
): Promise<void> {
  const today = serverToday(tracker.server.clock.now());
  const response = await owner.request("POST", "/api/investments", {
    company_id: await tracker.companyId("Bajaj Finance"),
    invest_type_id: await tracker.investTypeId("Corporate FD"),
    principal_amount: 200000,
    rate_of_interest: 8.1,
    start_date: addDays(today, days - 365),
    end_date: addDays(today, days),
    maturity_amount: 216200,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The unsubscribe paths of the reminders mailed to `caller`, oldest first. */
const unsubscribePaths = (tracker: TrackerHarness, caller: Caller) =>
  mailsSaying(tracker, caller, "matures").map((mail) =>
    unsubscribePath(mail.raw),
  );

/** A person with a deposit ending in 7 days, and the unsubscribe path of the reminder it brought. */
async function remindedSaver(
  tracker: TrackerHarness,
  label: string,
): Promise<{ saver: Caller; link: string }> {
  const saver = await tracker.signedInUser(label);
  await depositEndingIn(tracker, saver, 7);
  await sweepReminders(tracker);
  const [link] = unsubscribePaths(tracker, saver);
  return { saver, link: link! };
}

const oneClick = (tracker: TrackerHarness, path: string) =>
  tracker.server.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

const remindersOn = async (caller: Caller) =>
  (await caller.request("GET", "/api/reminders/settings")).json().enabled;

describe("an unsubscribe link", () => {
  it("no longer turns reminders off once the person turned them on again; later mails' links do", async ({
    tracker,
  }) => {
    const { saver, link: oldLink } = await remindedSaver(
      tracker,
      "changed-mind",
    );
    expect((await oneClick(tracker, oldLink)).statusCode).toBe(200);
    expect(await remindersOn(saver)).toBe(false);

    await saver.request("PUT", "/api/reminders/settings", {
      enabled: true,
      lead_days: [7, 0],
    });
    const replay = await oneClick(tracker, oldLink);

    expect(replay.statusCode).toBe(404);
    expect(await remindersOn(saver)).toBe(true);

    tracker.server.clock.advance(7 * DAY);
    await sweepReminders(tracker);
    const [, newLink] = unsubscribePaths(tracker, saver);
    expect(newLink).not.toBe(oldLink);
    expect((await oneClick(tracker, newLink!)).statusCode).toBe(200);
    expect(await remindersOn(saver)).toBe(false);
  });

  it("keeps working while reminders stay on, whatever else the person changes", async ({
    tracker,
  }) => {
    const { saver, link } = await remindedSaver(tracker, "lead-times");

    await saver.request("PUT", "/api/reminders/settings", {
      enabled: true,
      lead_days: [30, 0],
    });

    expect((await oneClick(tracker, link)).statusCode).toBe(200);
    expect(await remindersOn(saver)).toBe(false);
  });

  it("is kept in the database only as its SHA-256", async ({ tracker }) => {
    const { saver, link } = await remindedSaver(tracker, "hashed");
    const secret = link.split("/").at(-1)!;

    const [owner] = await tracker.server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, saver.email));
    const kept = await tracker.server.db
      .select({ tokenHash: unsubscribeTokens.tokenHash })
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.userId, owner!.id));

    expect(kept).toEqual([{ tokenHash: sessionTokenHash(secret) }]);
    expect(JSON.stringify(kept)).not.toContain(secret);
  });
});

describe("a link mailed before the secrets were hashed (migration 0007)", () => {
  it("still turns reminders off after the upgrade", async () => {
    // The migrations up to 0006, when users.reminders_token held the secret in clear.
    const client = await databaseMigratedUpTo(6);
    const {
      rows: [mailed],
    } = await client.query<{ reminders_token: string }>(
      "insert into users (email) values ('mailed-before@kosh.test') returning reminders_token",
    );

    const kosh = await koshAfterUpgrade(client);
    try {
      const response = await kosh.app.inject({
        method: "POST",
        url: `/api/reminders/unsubscribe/${mailed!.reminders_token}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });

      expect(response.statusCode, response.body).toBe(200);
      const [person] = await kosh.db
        .select({ enabled: users.remindersEnabled })
        .from(users)
        .where(eq(users.email, "mailed-before@kosh.test"));
      expect(person).toEqual({ enabled: false });
    } finally {
      await kosh.close();
    }
  });
});
