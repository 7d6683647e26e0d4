import type { Investment } from "@kosh/core/contracts/investments";
import { formatLongDate } from "@kosh/core/format/date";
import { mailSubject, mimeHeaders } from "@kosh/testing/mime";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import {
  atTenInIndia,
  mailPart,
  mailsSaying,
  remindedAndNot,
  sweepReminders,
  unsubscribeFrom,
} from "../../../test/reminder-mails.ts";
import type { Caller, TrackerHarness } from "../../../test/tracker-harness.ts";

/** An account at India Post opened with one deposit on `start_date`. */
async function account(
  lists: SeededLists,
  owner: Caller,
  type: "PPF" | "Sukanya Samriddhi",
  start_date: string,
  principal_amount = 1_50_000,
): Promise<Investment> {
  const response = await owner.request("POST", "/api/investments", {
    company_id: lists.companyId("India Post"),
    invest_type_id: lists.investTypeId(type),
    principal_amount,
    rate_of_interest: type === "PPF" ? 7.1 : 8.2,
    start_date,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

async function deposit(
  owner: Caller,
  id: string,
  date: string,
  amount: number,
) {
  const response = await owner.request(
    "POST",
    `/api/investments/${id}/deposits`,
    { date, amount },
  );
  expect(response.statusCode, response.body).toBe(201);
}

const yearMails = (tracker: TrackerHarness, caller: Caller) =>
  mailsSaying(tracker, caller, "deposit").map((mail) => ({
    subject: mailSubject(mail.raw),
    text: mailPart(mail.raw, "text/plain"),
    html: mailPart(mail.raw, "text/html"),
    raw: mail.raw,
  }));

describe("a PPF year without a deposit", () => {
  it("is reminded of on 15 March (the minimum keeps the account active) and on 1 April (by 5 April earns the whole year), once each", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("ppf-saver");
    await account(lists, saver, "PPF", "2024-04-10");
    const topped = await account(lists, saver, "PPF", "2024-04-10", 50_000);
    await deposit(saver, topped.id, "2026-03-01", 10_000);

    await sweepReminders(tracker);
    expect(yearMails(tracker, saver)).toEqual([]);

    atTenInIndia(tracker, "2026-03-15");
    await sweepReminders(tracker);
    await sweepReminders(tracker);
    atTenInIndia(tracker, "2026-03-31");
    await sweepReminders(tracker);
    const [march, ...moreInMarch] = yearMails(tracker, saver);
    expect(moreInMarch).toEqual([]);
    expect(march!.subject).toBe(
      "No deposit yet this financial year in your PPF with India Post: deposit at least ₹500 by 31 March 2026",
    );
    for (const body of [march!.text, march!.html]) {
      expect(body).toContain(
        "At least ₹500 each financial year keeps the account active",
      );
      expect(body).toContain("FY 2025-26 (April 2025 to March 2026)");
      expect(body).toContain("₹1,50,000");
      expect(body).toContain("₹500 to ₹1,50,000");
      expect(body).toContain("http://kosh.test/dashboard");
      expect(body).toContain("Stop these reminders");
    }
    expect(mimeHeaders(march!.raw).get("list-unsubscribe-post")).toBe(
      "List-Unsubscribe=One-Click",
    );

    // The year's first deposit into the topped-up account is recorded before the sweep.
    atTenInIndia(tracker, "2026-04-01");
    await deposit(saver, topped.id, "2026-04-01", 1_000);
    await sweepReminders(tracker);
    atTenInIndia(tracker, "2026-04-05");
    await sweepReminders(tracker);
    atTenInIndia(tracker, "2026-04-06");
    await sweepReminders(tracker);
    const april = yearMails(tracker, saver).slice(1);
    expect(april.map((mail) => mail.subject)).toEqual([
      "Deposit in your PPF with India Post by 05 April 2026 to earn interest for the whole year",
    ]);
    expect(april[0]!.text).toContain("FY 2026-27 (April 2026 to March 2027)");
    expect(april[0]!.text).toContain(
      "A deposit made by the 5th of a month earns interest for that month",
    );
  });

  it("is not reminded of for a closed account, a Sukanya account past its 15 years of deposits, or a person with reminders off or disabled", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-15");
    const { reminded, notReminded } = await remindedAndNot(
      tracker,
      "ppf",
      (owner) => account(lists, owner, "PPF", "2024-04-10"),
    );
    const grownUp = await tracker.signedInUser("sukanya-grown-up");
    // Opened on 1 April 2010: deposits ended on 1 April 2025; it matures in 2031.
    await account(lists, grownUp, "Sukanya Samriddhi", "2010-04-01", 1_000);

    await sweepReminders(tracker);

    expect(yearMails(tracker, reminded)).toHaveLength(1);
    for (const owner of [...notReminded, grownUp])
      expect(yearMails(tracker, owner)).toEqual([]);
  });
});

describe("a Sukanya Samriddhi year without a deposit", () => {
  it("is reminded of in Hindi to a person who reads Kosh in Hindi, with Sukanya's ₹250 minimum", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-15");
    const saver = await tracker.signedInUser("sukanya-hindi");
    await saver.request("PUT", "/api/auth/locale", { locale: "hi" });
    await account(lists, saver, "Sukanya Samriddhi", "2020-06-01", 10_000);

    await sweepReminders(tracker);

    const [mail, ...more] = mailsSaying(tracker, saver, "जमा");
    expect(more).toEqual([]);
    expect(mailSubject(mail!.raw)).toBe(
      `India Post में आपके Sukanya Samriddhi खाते में इस वित्त वर्ष अभी तक कोई जमा नहीं: ${formatLongDate("2026-03-31", "hi")} तक कम से कम ₹250 जमा करें`,
    );
    const html = mailPart(mail!.raw, "text/html");
    for (const body of [mailPart(mail!.raw, "text/plain"), html]) {
      expect(body).toContain("वित्त वर्ष 2025-26 (अप्रैल 2025 से मार्च 2026)");
      expect(body).toContain("₹250 से ₹1,50,000 तक");
      expect(body).toContain("₹10,000");
      expect(body).toContain("http://kosh.test/hi/dashboard");
      expect(body).toContain("ये रिमाइंडर बंद करें");
      expect(body).not.toMatch(/deposit|Financial year|Stop these/);
    }
    expect(html).toContain('<html lang="hi-IN">');
  });

  it("carries a one-click unsubscribe that turns every reminder off", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-15");
    const saver = await tracker.signedInUser("sukanya-unsubscriber");
    await account(lists, saver, "Sukanya Samriddhi", "2020-06-01", 10_000);
    await sweepReminders(tracker);
    const [mail] = yearMails(tracker, saver);

    await unsubscribeFrom(tracker, saver, mail!.raw);

    atTenInIndia(tracker, "2026-04-01");
    await sweepReminders(tracker);
    expect(yearMails(tracker, saver)).toHaveLength(1);
  });
});
