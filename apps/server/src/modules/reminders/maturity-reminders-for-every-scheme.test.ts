import type { Investment } from "@kosh/core/contracts/investments";
import { formatInr } from "@kosh/core/format/money";
import { mailSubject } from "@kosh/testing/mime";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../../test/fixtures.ts";
import {
  atTenInIndia,
  mailPart,
  mailsSaying,
  sweepReminders,
} from "../../../test/reminder-mails.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

async function created(
  lists: SeededLists,
  owner: Caller,
  type: string,
  fields: Record<string, unknown>,
): Promise<Investment> {
  const response = await owner.request("POST", "/api/investments", {
    company_id: lists.companyId("India Post"),
    invest_type_id: lists.investTypeId(type),
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

/**
 * ₹10,00,000 in SCSS opened on 17 March 2021 at 7.4 %, the rate notified from April 2020 to
 * September 2022 (Finance Ministry's memorandum of 31.03.2020, "SCSS 8.6 → 7.4", as core's
 * schemes/scheme-rate-history.ts cites it): it matures on 17 March 2026, five years on.
 */
const scss = (lists: SeededLists, owner: Caller) =>
  created(lists, owner, "Senior Citizens Savings Scheme", {
    principal_amount: 10_00_000,
    rate_of_interest: 7.4,
    start_date: "2021-03-17",
  });

describe("the maturity reminder of every scheme", () => {
  it("says what an SCSS pays: the quarter's interest, and the last payout with the deposit at maturity", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("scss-saver");
    const deposit = await scss(lists, saver);
    expect(deposit.end_date).toBe("2026-03-17");

    await sweepReminders(tracker);

    const [mail, ...more] = mailsSaying(tracker, saver, "matures");
    expect(more).toEqual([]);
    // Each quarter pays 10,00,000 × 7.4 / 400 = ₹18,500; the last, on 17 March 2026, the 75 days
    // since 1 January of the quarter's 90: 18,500 × 75 / 90 = ₹15,416.67
    // (docs/product.md#schemes-in-my-investments).
    expect(mailSubject(mail!.raw)).toBe(
      "Your Senior Citizens Savings Scheme with India Post matures in 7 days: ₹10,00,000 + the last payout, ₹15,417",
    );
    for (const body of [
      mailPart(mail!.raw, "text/plain"),
      mailPart(mail!.raw, "text/html"),
    ]) {
      expect(body).toContain("Interest paid out");
      expect(body).toContain("₹18,500 a quarter");
      expect(body).toContain("₹10,00,000 + the last payout, ₹15,417");
      expect(body).toContain("17 March 2026");
    }
  });

  it("says it in Hindi to a person who reads Kosh in Hindi", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("scss-hindi");
    await saver.request("PUT", "/api/auth/locale", { locale: "hi" });
    await scss(lists, saver);

    await sweepReminders(tracker);

    const [mail, ...more] = mailsSaying(tracker, saver, "परिपक्व");
    expect(more).toEqual([]);
    expect(mailSubject(mail!.raw)).toBe(
      "India Post में आपका Senior Citizens Savings Scheme निवेश 7 दिन में परिपक्व होगा: ₹10,00,000 + अंतिम भुगतान ₹15,417",
    );
    const text = mailPart(mail!.raw, "text/plain");
    expect(text).toMatch(/ब्याज का भुगतान: +हर तिमाही ₹18,500/);
    expect(text).not.toMatch(/a quarter|last payout|Interest paid out/);
  });

  it("comes for a PPF account and a recurring deposit by their end dates, with their maturity amounts", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("every-scheme-saver");
    await saver.request("PUT", "/api/reminders/settings", {
      enabled: true,
      lead_days: [30, 7, 0],
    });
    // Opened in FY 2010-11: it matures on 1 April 2026, 22 days away.
    const ppf = await created(lists, saver, "PPF", {
      principal_amount: 1_00_000,
      rate_of_interest: 7.1,
      start_date: "2010-05-01",
    });
    const rd = await created(lists, saver, "Recurring Deposit", {
      company_id: lists.companyId("State Bank of India"),
      monthly_instalment: 10_000,
      rate_of_interest: 6.7,
      start_date: "2025-03-17",
      end_date: "2026-03-17",
    });
    expect(ppf.end_date).toBe("2026-04-01");

    await sweepReminders(tracker);

    const subjects = mailsSaying(tracker, saver, "matures").map((mail) =>
      mailSubject(mail.raw),
    );
    expect(subjects.sort()).toEqual([
      `Your PPF with India Post matures in 22 days: ${formatInr(ppf.maturity_amount!)}`,
      `Your Recurring Deposit with State Bank of India matures in 7 days: ${formatInr(rd.maturity_amount!)}`,
    ]);
    const [mail] = mailsSaying(tracker, saver, "PPF");
    expect(mailPart(mail!.raw, "text/plain")).not.toContain(
      "Interest paid out",
    );
  });
});
