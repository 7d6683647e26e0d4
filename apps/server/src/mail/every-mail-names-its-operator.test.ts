import { mailSubject } from "@kosh/testing/mime";
import { describe, expect } from "vitest";
import { it } from "../../test/fixtures.ts";
import {
  atTenInIndia,
  mailPart,
  recurringDeposit,
  sweepReminders,
} from "../../test/reminder-mails.ts";
import { uniqueEmail } from "../../test/sign-in-harness.ts";
import { TEST_OPERATOR } from "../../test/test-operator.ts";
import type { Caller } from "../../test/tracker-harness.ts";
import { signInCodeEmail } from "./sign-in-code-email.ts";

/** The foot every mail's plain-text part ends with, after a blank line, for Kosh at the harness's PUBLIC_URL. */
const ENGLISH_FOOT = [
  "",
  "Kosh · http://kosh.test",
  "Run by: Sharma Family Office · Contact: privacy@sharma.example.in",
  "What Kosh keeps about you, and why: http://kosh.test/privacy",
];

/** Each part of a mail names the operator and gives the privacy page's address at PUBLIC_URL. */
function expectOperatorAndPrivacy(raw: string) {
  const lines = mailPart(raw, "text/plain").trimEnd().split(/\r?\n/);
  expect(lines.slice(-ENGLISH_FOOT.length)).toEqual(ENGLISH_FOOT);
  const html = mailPart(raw, "text/html");
  expect(html).toContain(ENGLISH_FOOT[2]);
  expect(html).toContain(ENGLISH_FOOT[3]);
}

async function created(owner: Caller, body: Record<string, unknown>) {
  const response = await owner.request("POST", "/api/investments", body);
  expect(response.statusCode, response.body).toBe(201);
}

describe("every mail Kosh sends", () => {
  it("names the configured operator and gives the privacy page's address: invitation, sign-in code, maturity, instalment and account-year reminders", async ({
    tracker,
    admin,
    lists,
  }) => {
    const invitee = uniqueEmail("privacy-invitee");
    const invited = await admin.request("POST", "/api/admin/users", {
      email: invitee,
      role: "user",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await tracker.server.sendCode(invitee);
    const [invitation, code] = tracker.server.smtp.mailsTo(invitee);
    expect(mailSubject(invitation!.raw)).toBe("You are invited to Kosh");
    expect(mailSubject(code!.raw)).toMatch(/is your Kosh sign-in code$/);

    // 10 March 2026: the RD's instalment of 11 March and a deposit maturing in a week; then the
    // PPF's 15 March, its financial year 2025-26 without a deposit.
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("privacy-saver");
    await recurringDeposit(lists, saver);
    await created(saver, {
      company_id: lists.companyId("State Bank of India"),
      invest_type_id: lists.investTypeId("Fixed Deposit"),
      principal_amount: 1_00_000,
      rate_of_interest: 7,
      start_date: "2025-03-17",
      end_date: "2026-03-17",
    });
    await created(saver, {
      company_id: lists.companyId("India Post"),
      invest_type_id: lists.investTypeId("PPF"),
      principal_amount: 1_50_000,
      rate_of_interest: 7.1,
      start_date: "2025-03-01",
    });
    await sweepReminders(tracker);
    atTenInIndia(tracker, "2026-03-15");
    await sweepReminders(tracker);
    const reminders = tracker.server.smtp
      .mailsTo(saver.email)
      .filter((mail) => !/sign-in code/.test(mailSubject(mail.raw)));
    // One of each kind, in whatever order one sweep queued them.
    const subjects = reminders.map((mail) => mailSubject(mail.raw));
    expect(subjects).toHaveLength(3);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Your Recurring Deposit instalment/),
        expect.stringMatching(
          /^Your Fixed Deposit with State Bank of India matures in 7 days/,
        ),
        expect.stringMatching(/ your PPF with India Post/),
      ]),
    );

    for (const mail of [invitation!, code!, ...reminders]) {
      expectOperatorAndPrivacy(mail.raw);
    }
  });
});

describe("a mail's foot", () => {
  const mail = {
    to: "ravi@example.com",
    code: "042917",
    expiresAt: new Date("2026-03-10T04:40:00.000Z"),
    validMinutes: 10,
  };

  it("is in the mail's language, with the Hindi privacy page's address", () => {
    const hindi = signInCodeEmail(
      mail,
      { url: "https://kosh.example.in", operator: TEST_OPERATOR },
      "hi",
    );
    expect(hindi.text).toContain(
      "संचालक: Sharma Family Office · संपर्क: privacy@sharma.example.in",
    );
    expect(hindi.text).toContain(
      "Kosh आपके बारे में क्या रखता है, और क्यों: https://kosh.example.in/hi/privacy",
    );
    expect(hindi.html).toContain("https://kosh.example.in/hi/privacy");
  });

  it("says plainly that no operator is set, outside production, rather than inventing one", () => {
    const unset = signInCodeEmail(mail, {
      url: "http://localhost:3000",
      operator: { name: null, email: null },
    });
    expect(unset.text).toContain("Run by: not set · Contact: not set");
    expect(unset.html).toContain("Run by: not set · Contact: not set");
  });

  it("escapes an operator's name that looks like markup", () => {
    const hostile = signInCodeEmail(mail, {
      url: "https://kosh.example.in",
      operator: { name: "<b>Sharma</b> & Sons", email: "a@example.in" },
    });
    expect(hostile.html).toContain("&#60;b&#62;Sharma&#60;/b&#62; &#38; Sons");
    expect(hostile.html).not.toContain("<b>Sharma");
  });
});
