import type { Investment } from "@kosh/core/contracts/investments";
import type { ReminderSettings } from "@kosh/core/contracts/reminders";
import { formatLongDate } from "@kosh/core/format/date";
import { mailSubject, mimeHeaders } from "@kosh/testing/mime";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import {
  daysFromToday,
  mailPart,
  mailsSaying,
  sweepReminders,
} from "../../../test/reminder-mails.ts";
import { DAY, MINUTE } from "../../../test/test-clock.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { FIRST_PASS_AFTER_MS } from "../../jobs/jobs.plugin.ts";

async function investment(
  tracker: TrackerHarness,
  lists: SeededLists,
  owner: Caller,
  endInDays: number,
  overrides: object = {},
): Promise<Investment> {
  const response = await owner.request("POST", "/api/investments", {
    company_id: lists.companyId("Bajaj Finance"),
    invest_type_id: lists.investTypeId("Corporate FD"),
    principal_amount: 200000,
    rate_of_interest: 8.1,
    start_date: daysFromToday(tracker, endInDays - 365),
    end_date: daysFromToday(tracker, endInDays),
    maturity_amount: 1216200,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

/** The reminders among the person's mails: subjects saying "matures" (in Hindi, "परिपक्व"). */
const remindersTo = (
  tracker: TrackerHarness,
  caller: Caller,
  matures = "matures",
) => mailsSaying(tracker, caller, matures);

describe("maturity reminders by e-mail", () => {
  it("come 7 days before the end date and on the day, once each, with the deposit's figures", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("reminded");
    const deposit = await investment(tracker, lists, saver, 10);

    await sweepReminders(tracker);
    expect(remindersTo(tracker, saver)).toHaveLength(0);

    tracker.server.clock.advance(3 * DAY);
    await sweepReminders(tracker);
    await sweepReminders(tracker);
    const [weekBefore, ...more] = remindersTo(tracker, saver);
    expect(more).toHaveLength(0);
    expect(mailSubject(weekBefore!.raw)).toBe(
      "Your Corporate FD with Bajaj Finance matures in 7 days: ₹12,16,200",
    );
    const text = mailPart(weekBefore!.raw, "text/plain");
    const html = mailPart(weekBefore!.raw, "text/html");
    for (const body of [text, html]) {
      expect(body).toContain("Bajaj Finance");
      expect(body).toContain("Corporate FD");
      expect(body).toContain("₹2,00,000");
      expect(body).toContain("₹12,16,200");
      expect(body).toContain(
        new Intl.DateTimeFormat("en-GB", {
          day: "2-digit",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(deposit.end_date)),
      );
      expect(body).toContain("http://kosh.test/dashboard");
    }
    const headers = mimeHeaders(weekBefore!.raw);
    expect(headers.get("list-unsubscribe")).toMatch(
      /^<http:\/\/kosh\.test\/api\/reminders\/unsubscribe\/[\w-]{43}>$/,
    );
    expect(headers.get("list-unsubscribe-post")).toBe(
      "List-Unsubscribe=One-Click",
    );

    tracker.server.clock.advance(7 * DAY);
    await sweepReminders(tracker);
    const onTheDay = remindersTo(tracker, saver);
    expect(onTheDay).toHaveLength(2);
    expect(mailSubject(onTheDay[1]!.raw)).toBe(
      "Your Corporate FD with Bajaj Finance matures today: ₹12,16,200",
    );

    tracker.server.clock.advance(DAY);
    await sweepReminders(tracker);
    expect(remindersTo(tracker, saver)).toHaveLength(2);
  });

  it("are not sent for closed or renewed deposits", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("closer");
    const closed = await investment(tracker, lists, saver, 7);
    const renewed = await investment(tracker, lists, saver, 7);
    await saver.request("PUT", `/api/investments/${closed.id}/close`, {
      transaction_reason: "Withdrawn early",
    });
    const renewal = await saver.request(
      "POST",
      `/api/investments/${renewed.id}/renew`,
      {
        new_end_date: daysFromToday(tracker, 400),
        new_rate: 8.25,
        new_maturity_amount: 1300000,
        transaction_reason: "Renewed before maturity",
      },
    );
    expect(renewal.statusCode, renewal.body).toBe(201);

    await sweepReminders(tracker);

    expect(remindersTo(tracker, saver)).toHaveLength(0);
  });

  it("are not sent while the person has them turned off, and the preview follows the settings", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("quiet");
    const deposit = await investment(tracker, lists, saver, 20);

    const defaults = await saver.request("GET", "/api/reminders/settings");
    expect(defaults.json()).toMatchObject({
      enabled: true,
      lead_days: [7, 0],
      upcoming: [
        {
          investment_id: deposit.id,
          lead_days: 7,
          send_on: daysFromToday(tracker, 13),
        },
        {
          investment_id: deposit.id,
          lead_days: 0,
          send_on: daysFromToday(tracker, 20),
        },
      ],
    });

    const thirty = await saver.request("PUT", "/api/reminders/settings", {
      enabled: true,
      lead_days: [30],
    });
    expect((thirty.json() as ReminderSettings).upcoming).toEqual([
      expect.objectContaining({
        lead_days: 30,
        send_on: daysFromToday(tracker, 0),
      }),
    ]);

    const off = await saver.request("PUT", "/api/reminders/settings", {
      enabled: false,
      lead_days: [30, 7, 0],
    });
    expect(off.json()).toEqual({
      enabled: false,
      lead_days: [30, 7, 0],
      upcoming: [],
      scheme_upcoming: [],
    });
    await sweepReminders(tracker);
    tracker.server.clock.advance(13 * DAY);
    await sweepReminders(tracker);

    expect(remindersTo(tracker, saver)).toHaveLength(0);
  });

  it("refuses lead times that are not offered, naming the field, and needs sign-in", async ({
    tracker,
  }) => {
    const saver = await tracker.signedInUser("picky");
    const wrong = await saver.request("PUT", "/api/reminders/settings", {
      enabled: true,
      lead_days: [10],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Lead times must each be one of/);

    const anonymous = await tracker.anonymous.request(
      "GET",
      "/api/reminders/settings",
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it("are retried while the mail server refuses them, and delivered once it takes them", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("patient");
    await investment(tracker, lists, saver, 7);
    tracker.server.smtp.refuseMessages(true);
    try {
      await sweepReminders(tracker);
      expect(remindersTo(tracker, saver)).toHaveLength(0);
    } finally {
      tracker.server.smtp.refuseMessages(false);
    }

    tracker.server.clock.advance(MINUTE);
    await tracker.server.app.mailQueue.drain();
    await sweepReminders(tracker);

    expect(remindersTo(tracker, saver)).toHaveLength(1);
  });

  it("are not sent twice when the server restarts and sweeps again at start-up", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("restarted");
    // Each start's sweep shows by the reminder of a deposit added just before it.
    const savers = [saver, await tracker.signedInUser("restarted-later")];
    const config = loadConfig({
      NODE_ENV: "test",
      SMTP_URL: tracker.server.smtp.url,
      PUBLIC_URL: "http://kosh.test",
    });

    for (const newSaver of savers) {
      await investment(tracker, lists, newSaver, 7);
      const app = await buildApp({
        config,
        db: tracker.server.db,
        now: tracker.server.clock.now,
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      await expect
        .poll(
          async () => {
            await tracker.server.app.mailQueue.drain();
            return remindersTo(tracker, newSaver).length;
          },
          { timeout: FIRST_PASS_AFTER_MS + 10_000 },
        )
        .toBe(1);
      await app.close();
    }
    await tracker.server.app.mailQueue.drain();

    expect(remindersTo(tracker, saver)).toHaveLength(1);
  });
});

describe("the one-click unsubscribe", () => {
  it("turns reminders off without signing in, from the link in the mail", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("unsubscriber");
    await investment(tracker, lists, saver, 7);
    await sweepReminders(tracker);
    const [reminder] = remindersTo(tracker, saver);
    const link = /^<(.+)>$/.exec(
      mimeHeaders(reminder!.raw).get("list-unsubscribe") ?? "",
    )?.[1];
    const path = new URL(link!).pathname;

    const page = await tracker.server.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    // A page's headers, so its style element applies; the address holds a secret: never stored.
    expect(page.headers["content-security-policy"]).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    expect(page.headers["content-security-policy"]).toContain(
      "script-src 'self'",
    );
    expect(page.headers["cache-control"]).toBe("no-store");
    const stillOn = await saver.request("GET", "/api/reminders/settings");
    expect(stillOn.json()).toMatchObject({ enabled: true });

    const oneClick = await tracker.server.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().message).toMatch(/^Maturity reminders are off/);
    expect(oneClick.headers["cache-control"]).toBe("no-store");
    const settings = await saver.request("GET", "/api/reminders/settings");
    expect(settings.json()).toMatchObject({ enabled: false });
  });

  it("answers 404 to an address nobody holds", async ({ tracker }) => {
    const response = await tracker.server.app.inject({
      method: "POST",
      url: "/api/reminders/unsubscribe/00000000-0000-4000-8000-000000000000",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
    const malformed = await tracker.server.app.inject({
      method: "POST",
      url: "/api/reminders/unsubscribe/nope",
    });
    expect(malformed.statusCode).toBe(404);
  });

  it("answers the page's own button with a page saying the link is not known, not JSON", async ({
    tracker,
  }) => {
    const response = await tracker.server.app.inject({
      method: "POST",
      url: "/api/reminders/unsubscribe/00000000-0000-4000-8000-000000000000",
      headers: {
        accept: "text/html,application/xhtml+xml",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "",
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("<h1>Link not recognised</h1>");
    expect(response.body).toContain(
      "This unsubscribe link is not known. Turn reminders off in Kosh&#39;s settings instead.",
    );
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("the reminders of a person who reads Kosh in Hindi", () => {
  it("come in Hindi, subject and both parts, with ₹ amounts and the date as hi-IN writes it", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("hindi-reminded");
    await saver.request("PUT", "/api/auth/locale", { locale: "hi" });
    const deposit = await investment(tracker, lists, saver, 7);

    await sweepReminders(tracker);

    const [reminder, ...more] = remindersTo(tracker, saver, "परिपक्व");
    expect(more).toEqual([]);
    expect(mailSubject(reminder!.raw)).toBe(
      "Bajaj Finance में आपका Corporate FD निवेश 7 दिन में परिपक्व होगा: ₹12,16,200",
    );
    const text = mailPart(reminder!.raw, "text/plain");
    const html = mailPart(reminder!.raw, "text/html");
    for (const body of [text, html]) {
      expect(body).toContain("परिपक्वता राशि");
      expect(body).toContain("₹2,00,000");
      expect(body).toContain(formatLongDate(deposit.end_date, "hi"));
      expect(body).toContain("http://kosh.test/hi/dashboard");
      expect(body).toContain("ये रिमाइंडर बंद करें");
      expect(body).not.toMatch(/matures|Amount invested|Decide|Stop these/);
    }
    expect(formatLongDate(deposit.end_date, "hi")).toMatch(
      /^\d{1,2} [\u0900-\u097F]+ \d{4}$/,
    );
    expect(html).toContain('<html lang="hi-IN">');
  });

  it("link to an unsubscribe page in Hindi, whose button answers in Hindi", async ({
    tracker,
    lists,
  }) => {
    const saver = await tracker.signedInUser("hindi-unsubscriber");
    await saver.request("PUT", "/api/auth/locale", { locale: "hi" });
    await investment(tracker, lists, saver, 7);
    await sweepReminders(tracker);
    const [reminder] = remindersTo(tracker, saver, "परिपक्व");
    const link = /^<(.+)>$/.exec(
      mimeHeaders(reminder!.raw).get("list-unsubscribe") ?? "",
    )?.[1];
    const path = new URL(link!).pathname;

    // The mail app's browser may say English: the page speaks the person's language.
    const page = await tracker.server.app.inject({
      method: "GET",
      url: path,
      headers: { "accept-language": "en-GB" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN">');
    expect(page.body).toContain("<title>Kosh रिमाइंडर</title>");
    expect(page.body).toContain("<h1>परिपक्वता रिमाइंडर बंद करें?</h1>");
    expect(page.body).toContain('<button type="submit">रिमाइंडर बंद करें</button>');

    const pressed = await tracker.server.app.inject({
      method: "POST",
      url: path,
      headers: {
        accept: "text/html,application/xhtml+xml",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "",
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain("<h1>रिमाइंडर बंद हो गए</h1>");
    expect(pressed.body).toContain(
      '<a href="/hi/settings">Kosh की सेटिंग्स खोलें</a>',
    );
    const settings = await saver.request("GET", "/api/reminders/settings");
    expect(settings.json()).toMatchObject({ enabled: false });
  });

  it("an unknown link opened from a Hindi browser gets the page in Hindi", async ({
    tracker,
  }) => {
    const response = await tracker.server.app.inject({
      method: "POST",
      url: "/api/reminders/unsubscribe/00000000-0000-4000-8000-000000000000",
      headers: {
        accept: "text/html",
        "accept-language": "hi-IN,en;q=0.5",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "",
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<h1>यह लिंक पहचाना नहीं गया</h1>");
  });
});
