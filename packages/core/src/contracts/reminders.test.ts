import { describe, expect, it } from "vitest";
import type { DepositTerms } from "../deposits/deposit-value.ts";
import { addDays } from "../format/date.ts";
import {
  reminderSettingsRequest,
  remindersToCome,
  nextSchemeReminder,
  schemeReminderCandidatesOn,
  schemeReminderDue,
} from "./reminders.ts";

describe("remindersToCome", () => {
  it("gives each lead time on its own day while the deposit is far off", () => {
    expect(remindersToCome(20, [7, 0])).toEqual([
      { leadDays: 7, inDays: 13 },
      { leadDays: 0, inDays: 20 },
    ]);
  });

  it("sends only the nearest passed lead time at once, not the longer ones too", () => {
    expect(remindersToCome(5, [30, 15, 7, 0])).toEqual([
      { leadDays: 7, inDays: 0 },
      { leadDays: 0, inDays: 5 },
    ]);
  });

  it("gives the on-the-day reminder on the end date, and nothing after it", () => {
    expect(remindersToCome(0, [7, 0])).toEqual([{ leadDays: 0, inDays: 0 }]);
    expect(remindersToCome(-1, [7, 0])).toEqual([]);
  });

  it("gives nothing due today when every lead time is shorter than the days left", () => {
    expect(remindersToCome(40, [30])).toEqual([{ leadDays: 30, inDays: 10 }]);
    expect(remindersToCome(3, [])).toEqual([]);
  });
});

describe("the settings contract", () => {
  it("refuses a lead time that is not offered, naming the field", () => {
    const parsed = reminderSettingsRequest.safeParse({
      enabled: true,
      lead_days: [10],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "Lead times must each be one of 30, 15, 7, 3, 1 or 0 days",
    );
  });

  it("refuses a lead time given twice", () => {
    const parsed = reminderSettingsRequest.safeParse({
      enabled: true,
      lead_days: [7, 7],
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      "Lead times must each be chosen once",
    );
  });
});

/** A recurring deposit of ₹5,000 a month for a year from 11 January 2026. */
const rd: DepositTerms = {
  principal: 60_000,
  rate: 6.7,
  startDate: "2026-01-11",
  endDate: "2027-01-11",
  schedule: "cumulative_quarterly",
  scheme: "recurring_deposit",
  monthlyInstalment: 5_000,
};

/** A PPF account opened on 10 April 2024 with ₹1,50,000, and nothing deposited since. */
const ppf: DepositTerms = {
  principal: 1_50_000,
  rate: 7.1,
  startDate: "2024-04-10",
  endDate: "2040-04-01",
  schedule: null,
  scheme: "ppf",
  deposits: [{ date: "2024-04-10", amount: 1_50_000 }],
};

describe("schemeReminderDue", () => {
  it("reminds of a recurring deposit's instalment the day before it falls due, and on the day", () => {
    expect(schemeReminderDue(rd, "2026-03-10")).toEqual({
      kind: "rd_instalment",
      dueOn: "2026-03-11",
    });
    expect(schemeReminderDue(rd, "2026-03-11")).toEqual({
      kind: "rd_instalment",
      dueOn: "2026-03-11",
    });
    expect(schemeReminderDue(rd, "2026-03-09")).toBeNull();
    expect(schemeReminderDue(rd, "2026-03-12")).toBeNull();
  });

  it("never for the first instalment, paid on opening, nor after the last", () => {
    expect(schemeReminderDue(rd, "2026-01-10")).toBeNull();
    expect(schemeReminderDue(rd, "2026-01-11")).toBeNull();
    // The 12th and last instalment falls on 11 December; maturity follows on 11 January.
    expect(schemeReminderDue(rd, "2026-12-10")).toEqual({
      kind: "rd_instalment",
      dueOn: "2026-12-11",
    });
    expect(schemeReminderDue(rd, "2027-01-10")).toBeNull();
  });

  it("names the month's last day for an instalment opened on the 31st", () => {
    const endOfMonth = {
      ...rd,
      startDate: "2026-01-31",
      endDate: "2027-01-31",
    };
    expect(schemeReminderDue(endOfMonth, "2026-02-27")).toEqual({
      kind: "rd_instalment",
      dueOn: "2026-02-28",
    });
  });

  it("reminds of a PPF year without a deposit from 15 to 31 March and from 1 to 5 April", () => {
    expect(schemeReminderDue(ppf, "2026-03-14")).toBeNull();
    for (const today of ["2026-03-15", "2026-03-31"])
      expect(schemeReminderDue(ppf, today)).toEqual({
        kind: "account_year_end",
        dueOn: "2026-03-15",
      });
    for (const today of ["2026-04-01", "2026-04-05"])
      expect(schemeReminderDue(ppf, today)).toEqual({
        kind: "account_year_start",
        dueOn: "2026-04-01",
      });
    expect(schemeReminderDue(ppf, "2026-04-06")).toBeNull();
  });

  it("not once the year has a deposit, nor for a Sukanya account past its 15 years of deposits", () => {
    const deposited = {
      ...ppf,
      deposits: [...ppf.deposits!, { date: "2026-04-02", amount: 500 }],
    };
    expect(schemeReminderDue(deposited, "2026-04-03")).toBeNull();
    const sukanya: DepositTerms = {
      ...ppf,
      scheme: "sukanya_samriddhi",
      startDate: "2010-03-01",
      endDate: "2031-03-01",
      deposits: [{ date: "2010-03-01", amount: 1_000 }],
    };
    expect(schemeReminderDue(sukanya, "2026-04-01")).toBeNull();
    expect(
      schemeReminderDue(
        {
          ...sukanya,
          startDate: "2016-03-01",
          endDate: "2037-03-01",
          deposits: [{ date: "2016-03-01", amount: 1_000 }],
        },
        "2026-04-01",
      ),
    ).toEqual({ kind: "account_year_start", dueOn: "2026-04-01" });
  });

  it("gives a term deposit or a payout scheme none", () => {
    expect(
      schemeReminderDue({ ...rd, scheme: "term_deposit" }, "2026-03-10"),
    ).toBeNull();
    expect(
      schemeReminderDue({ ...ppf, scheme: "scss" }, "2026-04-01"),
    ).toBeNull();
  });
});

describe("nextSchemeReminder (the settings preview)", () => {
  it("names an RD's next instalment and the day before it, when the sweep sends it", () => {
    expect(nextSchemeReminder(rd, "2026-02-20")).toEqual({
      kind: "rd_instalment",
      dueOn: "2026-03-11",
      sendOn: "2026-03-10",
    });
    // On the eve itself: today.
    expect(nextSchemeReminder(rd, "2026-03-10")).toMatchObject({
      sendOn: "2026-03-10",
    });
    // After the last instalment (11 December) nothing is left before maturity.
    expect(nextSchemeReminder(rd, "2026-12-12")).toBeNull();
  });

  it("names a PPF year without a deposit from 15 March, and the next year's from 1 April once this one has one", () => {
    expect(nextSchemeReminder(ppf, "2026-06-01")).toEqual({
      kind: "account_year_end",
      dueOn: "2027-03-15",
      sendOn: "2027-03-15",
    });
    const deposited = {
      ...ppf,
      deposits: [...ppf.deposits!, { date: "2026-05-02", amount: 500 }],
    };
    expect(nextSchemeReminder(deposited, "2026-06-01")).toEqual({
      kind: "account_year_start",
      dueOn: "2027-04-01",
      sendOn: "2027-04-01",
    });
  });

  it("agrees with the sweep: on its send day schemeReminderDue finds the same reminder", () => {
    for (const [terms, today] of [
      [rd, "2026-05-01"],
      [ppf, "2026-01-01"],
      [ppf, "2026-04-03"],
    ] as const) {
      const next = nextSchemeReminder(terms, today)!;
      expect(schemeReminderDue(terms, next.sendOn)).toEqual({
        kind: next.kind,
        dueOn: next.dueOn,
      });
    }
  });
});

describe("schemeReminderCandidatesOn (what the sweep reads)", () => {
  it("names the instalment days of today and tomorrow, every later day on a month's last", () => {
    expect(schemeReminderCandidatesOn("2026-03-10")).toEqual({
      instalmentStartDays: [10, 11],
      accounts: false,
    });
    expect(
      schemeReminderCandidatesOn("2026-11-29").instalmentStartDays,
    ).toEqual([29, 30, 31]);
    expect(
      schemeReminderCandidatesOn("2026-11-30").instalmentStartDays,
    ).toEqual([30, 31, 1]);
    expect(
      schemeReminderCandidatesOn("2027-02-27").instalmentStartDays,
    ).toEqual([27, 28, 29, 30, 31]);
    expect(
      schemeReminderCandidatesOn("2028-02-28").instalmentStartDays,
    ).toEqual([28, 29, 30, 31]);
  });

  it("takes accounts from 15 March to 5 April alone", () => {
    for (const [today, accounts] of [
      ["2026-03-14", false],
      ["2026-03-15", true],
      ["2026-03-31", true],
      ["2026-04-01", true],
      ["2026-04-05", true],
      ["2026-04-06", false],
      ["2026-10-01", false],
    ] as const)
      expect(schemeReminderCandidatesOn(today).accounts, today).toBe(accounts);
  });

  it("leaves out no RD the rule reminds of: every start day of a month, every day of five years", () => {
    const starts = Array.from(
      { length: 31 },
      (_, index) => `2023-01-${String(index + 1).padStart(2, "0")}`,
    );
    let reminded = 0;
    for (
      let today = "2023-01-01";
      today <= "2028-03-31";
      today = addDays(today, 1)
    ) {
      const { instalmentStartDays } = schemeReminderCandidatesOn(today);
      for (const startDate of starts) {
        const terms = { ...rd, startDate, endDate: "2028-01-31" };
        if (schemeReminderDue(terms, today) === null) continue;
        reminded += 1;
        expect(instalmentStartDays, `${startDate} on ${today}`).toContain(
          Number(startDate.slice(8)),
        );
      }
    }
    // Each of the 31 deposits' 59 instalments after the first, on the eve and on the day.
    expect(reminded).toBe(31 * 59 * 2);
  });

  it("leaves out no account the rule reminds of: every day of two years", () => {
    for (
      let today = "2025-01-01";
      today <= "2026-12-31";
      today = addDays(today, 1)
    )
      if (schemeReminderDue(ppf, today) !== null)
        expect(schemeReminderCandidatesOn(today).accounts, today).toBe(true);
  });
});
