import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import {
  atTenInIndia,
  mailPart,
  mailsSaying,
  sweepReminders,
} from "../../../test/reminder-mails.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

/**
 * Reminders go to whoever in the household has them on (docs/product.md#household): its owner and
 * the people it is shared with, each once, each by their own settings.
 */

/** An FD of `owner`'s household maturing on 17 March 2026. */
async function maturing(
  lists: SeededLists,
  owner: Caller,
): Promise<Investment> {
  const response = await owner.request("POST", "/api/investments", {
    company_id: lists.companyId("State Bank of India"),
    invest_type_id: lists.investTypeId("Fixed Deposit"),
    principal_amount: 2_00_000,
    rate_of_interest: 7,
    start_date: "2025-03-17",
    end_date: "2026-03-17",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

async function share(owner: Caller, guest: Caller, role: "view" | "edit") {
  const response = await owner.request("POST", "/api/household/access", {
    email: guest.email,
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const reminders = (caller: Caller, on: boolean) =>
  caller.request("PUT", "/api/reminders/settings", {
    enabled: on,
    lead_days: [7, 0],
  });

describe("a shared household's reminders", () => {
  it("reach the owner and each person it is shared with, once each, and each sweep after queues none again", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const owner = await tracker.signedInUser("reminded-owner");
    await owner.request("PUT", "/api/auth/complete-profile", {
      name: "Lakshmi Iyer",
      date_of_birth: "1958-01-01",
      location: "Chennai",
    });
    const daughter = await tracker.signedInUser("reminded-daughter");
    const son = await tracker.signedInUser("unreminded-son");
    await maturing(lists, owner);
    await share(owner, daughter, "view");
    await share(owner, son, "edit");
    expect((await reminders(son, false)).statusCode).toBe(200);

    await sweepReminders(tracker);
    await sweepReminders(tracker);

    const [own] = mailsSaying(tracker, owner, "matures");
    const [shared, ...more] = mailsSaying(tracker, daughter, "matures");
    expect(more).toEqual([]);
    expect(mailsSaying(tracker, owner, "matures")).toHaveLength(1);
    expect(mailsSaying(tracker, son, "matures")).toHaveLength(0);
    // The person it is shared with is told whose household it is; its owner is not.
    for (const part of ["text/plain", "text/html"] as const) {
      expect(mailPart(shared!.raw, part)).toContain("Household");
      expect(mailPart(shared!.raw, part)).toContain("Lakshmi Iyer");
      expect(mailPart(own!.raw, part)).not.toContain("Household");
    }
  });

  it("reach a person it is shared with though its owner turned theirs off, and stop once access is taken back", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const owner = await tracker.signedInUser("quiet-owner");
    const guest = await tracker.signedInUser("reminded-guest");
    const former = await tracker.signedInUser("former-guest");
    await maturing(lists, owner);
    await reminders(owner, false);
    await share(owner, guest, "view");
    const taken = await share(owner, former, "view");
    await owner.request("DELETE", `/api/household/access/${taken}`);

    const preview = (
      await guest.request("GET", "/api/reminders/settings")
    ).json() as { upcoming: { send_on: string }[] };
    expect(preview.upcoming.map((reminder) => reminder.send_on)).toEqual([
      "2026-03-10",
      "2026-03-17",
    ]);

    await sweepReminders(tracker);

    expect(mailsSaying(tracker, owner, "matures")).toHaveLength(0);
    expect(mailsSaying(tracker, guest, "matures")).toHaveLength(1);
    expect(mailsSaying(tracker, former, "matures")).toHaveLength(0);
  });
});
