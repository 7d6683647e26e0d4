import { formatLongDate } from "@kosh/core/format/date";
import { mailSubject, mimeHeaders } from "@kosh/testing/mime";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {
  atTenInIndia,
  mailPart,
  mailsSaying,
  recurringDeposit,
  remindedAndNot,
  sweepReminders,
  unsubscribeFrom,
} from "../../../test/reminder-mails.ts";
import { DAY } from "../../../test/test-clock.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";
import { createReminderSweep } from "./reminder-sweep.ts";

const instalmentMails = (tracker: TrackerHarness, caller: Caller) =>
  mailsSaying(tracker, caller, "instalment");

describe("a recurring deposit's instalment reminder", () => {
  it("comes the day before each instalment, once however many sweeps run, with the instalment's figures", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("rd-saver");
    await recurringDeposit(lists, saver);

    // Two server processes sweeping at once, then a third sweep: one mail.
    await Promise.all([
      createReminderSweep(tracker.server.app).sweep(tracker.server.app.log),
      createReminderSweep(tracker.server.app).sweep(tracker.server.app.log),
    ]);
    await sweepReminders(tracker);
    const [march, ...more] = instalmentMails(tracker, saver);
    expect(more).toEqual([]);
    expect(mailSubject(march!.raw)).toBe(
      "Your Recurring Deposit instalment of ₹5,000 with State Bank of India is due tomorrow (11 March 2026)",
    );
    for (const body of [
      mailPart(march!.raw, "text/plain"),
      mailPart(march!.raw, "text/html"),
    ]) {
      expect(body).toContain("State Bank of India");
      expect(body).toContain("₹5,000");
      expect(body).toContain("3 of 12");
      expect(body).toContain("11 January 2027");
      expect(body).toContain("a late instalment can cost a default fee");
      expect(body).toContain("http://kosh.test/dashboard");
      expect(body).toContain("Stop these reminders");
    }
    expect(mimeHeaders(march!.raw).get("list-unsubscribe")).toMatch(
      /^<http:\/\/kosh\.test\/api\/reminders\/unsubscribe\/[\w-]{43}>$/,
    );
    expect(mimeHeaders(march!.raw).get("list-unsubscribe-post")).toBe(
      "List-Unsubscribe=One-Click",
    );

    // On the day itself the instalment was already reminded of.
    tracker.server.clock.advance(DAY);
    await sweepReminders(tracker);
    expect(instalmentMails(tracker, saver)).toHaveLength(1);

    tracker.server.clock.advance(30 * DAY);
    await sweepReminders(tracker);
    const april = instalmentMails(tracker, saver)[1];
    expect(mailSubject(april!.raw)).toBe(
      "Your Recurring Deposit instalment of ₹5,000 with State Bank of India is due tomorrow (11 April 2026)",
    );
    expect(mailPart(april!.raw, "text/plain")).toContain("4 of 12");
  });

  it("comes on the day itself when no sweep ran the day before", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-11");
    const saver = await tracker.signedInUser("rd-late-sweep");
    await recurringDeposit(lists, saver);

    await sweepReminders(tracker);

    expect(
      instalmentMails(tracker, saver).map((mail) => mailSubject(mail.raw)),
    ).toEqual([
      "Your Recurring Deposit instalment of ₹5,000 with State Bank of India is due today (11 March 2026)",
    ]);
  });

  it("is not sent for a closed deposit, nor to a person with reminders off or disabled", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const { reminded, notReminded } = await remindedAndNot(
      tracker,
      "rd",
      (owner) => recurringDeposit(lists, owner),
    );

    await sweepReminders(tracker);

    expect(instalmentMails(tracker, reminded)).toHaveLength(1);
    for (const owner of notReminded)
      expect(instalmentMails(tracker, owner)).toEqual([]);
  });

  it("speaks Hindi to a person who reads Kosh in Hindi", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("rd-hindi");
    await saver.request("PUT", "/api/auth/locale", { locale: "hi" });
    await recurringDeposit(lists, saver);

    await sweepReminders(tracker);

    const [mail, ...more] = mailsSaying(tracker, saver, "किस्त");
    expect(more).toEqual([]);
    expect(mailSubject(mail!.raw)).toBe(
      `State Bank of India में आपके Recurring Deposit की ₹5,000 की किस्त कल देय है (${formatLongDate("2026-03-11", "hi")})`,
    );
    const html = mailPart(mail!.raw, "text/html");
    for (const body of [mailPart(mail!.raw, "text/plain"), html]) {
      expect(body).toContain("किस्त संख्या");
      expect(body).toContain("12 में से 3");
      expect(body).toContain(formatLongDate("2027-01-11", "hi"));
      expect(body).toContain("http://kosh.test/hi/dashboard");
      expect(body).toContain("ये रिमाइंडर बंद करें");
      expect(body).not.toMatch(/instalment|Due on|Stop these|reminders are on/);
    }
    expect(html).toContain('<html lang="hi-IN">');
  });

  it("carries a one-click unsubscribe that turns every reminder off", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("rd-unsubscriber");
    await recurringDeposit(lists, saver);
    await sweepReminders(tracker);
    const [mail] = instalmentMails(tracker, saver);

    await unsubscribeFrom(tracker, saver, mail!.raw);

    atTenInIndia(tracker, "2026-04-10");
    await sweepReminders(tracker);
    expect(instalmentMails(tracker, saver)).toHaveLength(1);
  });
});

describe("the settings' preview of scheme reminders", () => {
  it("names the RD's next instalment reminder, on the day the sweep sends it, and nothing while reminders are off", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-02-20");
    const saver = await tracker.signedInUser("rd-preview");
    const rd = await recurringDeposit(lists, saver);
    const settings = await saver.request("GET", "/api/reminders/settings");
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().scheme_upcoming).toEqual([
      {
        investment_id: rd.id,
        company_name: "State Bank of India",
        invest_type: "Recurring Deposit",
        kind: "rd_instalment",
        due_on: "2026-03-11",
        send_on: "2026-03-10",
      },
    ]);

    await saver.request("PUT", "/api/reminders/settings", {
      enabled: false,
      lead_days: [7, 0],
    });
    expect(
      (await saver.request("GET", "/api/reminders/settings")).json()
        .scheme_upcoming,
    ).toEqual([]);
  });
});
