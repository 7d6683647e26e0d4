import { describe, expect, it } from "vitest";
import { catalogueIn } from "../contracts/message.ts";
import hi from "../contracts/messages/hi.ts";
import { translateMessage } from "../contracts/message.ts";
import {
  accountDepositProblem,
  accountYearlyLimits,
  accountYearWithoutDeposit,
} from "./account-deposits.ts";
import type { DepositTerms } from "./deposit-value.ts";
import {
  nextInstalmentDate,
  recurringPrincipal,
  schemeEndDate,
  schemeSchedule,
} from "./scheme-terms.ts";

describe("a scheme's maturity date", () => {
  it.for([
    ["ppf", "2020-04-01", 7.1, "2036-04-01"],
    ["ppf", "2021-03-31", 7.1, "2036-04-01"],
    ["ppf", "2021-04-01", 7.1, "2037-04-01"],
    ["sukanya_samriddhi", "2025-10-15", 8.2, "2046-10-15"],
    ["nsc", "2024-02-29", 7.7, "2029-02-28"],
    ["scss", "2026-03-01", 8.2, "2031-03-01"],
    ["post_office_mis", "2026-01-31", 7.4, "2031-01-31"],
    // calculators/kvp.ts: 115 months at 7.5%, 124 at 6.9%
    ["kvp", "2024-02-15", 7.5, "2033-09-15"],
    ["kvp", "2020-04-01", 6.9, "2030-08-01"],
  ] as const)(
    "%s opened %s at %s% matures on %s",
    ([scheme, start, rate, end]) => {
      expect(schemeEndDate(scheme, start, rate)).toBe(end);
    },
  );

  it("is the saver's to give for term and recurring deposits and the post office TD", () => {
    for (const scheme of [
      "term_deposit",
      "recurring_deposit",
      "post_office_td",
    ] as const)
      expect(schemeEndDate(scheme, "2026-01-01", 7)).toBeNull();
  });
});

describe("a scheme's stored schedule", () => {
  it("leaves a term deposit's to the saver and fixes the others'", () => {
    expect(schemeSchedule("term_deposit")).toBeUndefined();
    expect(schemeSchedule("recurring_deposit")).toBe("cumulative_quarterly");
    expect(schemeSchedule("nsc")).toBe("cumulative_yearly");
    expect(schemeSchedule("scss")).toBe("payout_quarterly");
    expect(schemeSchedule("post_office_mis")).toBe("payout_monthly");
    expect(schemeSchedule("post_office_td")).toBe("payout_yearly");
    expect(schemeSchedule("ppf")).toBeNull();
    expect(schemeSchedule("sukanya_samriddhi")).toBeNull();
    expect(schemeSchedule("kvp")).toBeNull();
  });

  it("a recurring deposit's principal is an instalment for each whole month", () => {
    expect(recurringPrincipal(5_000, "2025-01-10", "2030-01-10")).toBe(300_000);
    expect(recurringPrincipal(5_000, "2025-01-10", "2030-01-09")).toBe(295_000);
  });
});

describe("a deposit into a PPF or Sukanya account", () => {
  const ppf = { startDate: "2020-04-01", endDate: "2036-04-01" };
  const existing = [
    { date: "2020-04-01", amount: 150_000 },
    { date: "2025-04-03", amount: 100_000 },
  ];

  it("takes ₹500 to ₹1,50,000 a financial year (Sukanya ₹250 to ₹1,50,000)", () => {
    expect(accountYearlyLimits("ppf")).toEqual({ min: 500, max: 150_000 });
    expect(accountYearlyLimits("sukanya_samriddhi")).toEqual({
      min: 250,
      max: 150_000,
    });
  });

  it("takes what is left of the year's limit, and refuses a rupee more saying how much is left", () => {
    expect(
      accountDepositProblem(
        "ppf",
        existing,
        { date: "2026-03-31", amount: 50_000 },
        ppf,
      ),
    ).toBeNull();
    const problem = accountDepositProblem(
      "ppf",
      existing,
      { date: "2026-03-31", amount: 50_001 },
      ppf,
    );
    expect(problem).toBe(
      "amount is above the limit of ₹1,50,000 a financial year: ₹50,000 is left for FY 2025-26.",
    );
    expect(translateMessage(problem!, catalogueIn(hi))).toBe(
      "amount एक वित्त वर्ष की ₹1,50,000 की सीमा से अधिक है: वित्त वर्ष 2025-26 के लिए ₹50,000 बाकी है।",
    );
    // a new financial year starts afresh
    expect(
      accountDepositProblem(
        "ppf",
        existing,
        { date: "2026-04-01", amount: 150_000 },
        ppf,
      ),
    ).toBeNull();
  });

  it("refuses a date outside the account's life, naming the date field", () => {
    expect(
      accountDepositProblem(
        "ppf",
        [],
        { date: "2020-03-31", amount: 1_000 },
        ppf,
      ),
    ).toBe(
      "date must be on or after 2020-04-01, the day the account was opened.",
    );
    expect(
      accountDepositProblem(
        "ppf",
        [],
        { date: "2036-04-01", amount: 1_000 },
        ppf,
      ),
    ).toBe(
      "date must be before 2036-04-01, the day the account matures; extend the account to keep depositing.",
    );
  });

  it("takes a Sukanya deposit only in the account's first 15 years", () => {
    const sukanya = { startDate: "2025-10-15", endDate: "2046-10-15" };
    expect(
      accountDepositProblem(
        "sukanya_samriddhi",
        [],
        { date: "2040-10-14", amount: 1_000 },
        sukanya,
      ),
    ).toBeNull();
    expect(
      accountDepositProblem(
        "sukanya_samriddhi",
        [],
        { date: "2040-10-15", amount: 1_000 },
        sukanya,
      ),
    ).toBe(
      "date must be before 2040-10-15: a Sukanya Samriddhi account takes deposits only in its first 15 years.",
    );
  });
});

describe("what the reminders name", () => {
  const rd: DepositTerms = {
    principal: 60_000,
    rate: 6.7,
    startDate: "2025-01-31",
    endDate: "2026-01-31",
    schedule: "cumulative_quarterly",
    scheme: "recurring_deposit",
    monthlyInstalment: 5_000,
  };

  it("a recurring deposit's next instalment: that day's while it is due, none after the last", () => {
    expect(nextInstalmentDate(rd, "2025-01-01")).toBe("2025-01-31");
    expect(nextInstalmentDate(rd, "2025-01-31")).toBe("2025-01-31");
    expect(nextInstalmentDate(rd, "2025-02-01")).toBe("2025-02-28");
    expect(nextInstalmentDate(rd, "2025-12-31")).toBe("2025-12-31");
    expect(nextInstalmentDate(rd, "2026-01-01")).toBeNull();
  });

  it("a PPF year without a deposit yet, and none once the year has one", () => {
    const ppf: DepositTerms = {
      principal: 150_000,
      rate: 7.1,
      startDate: "2024-06-10",
      endDate: "2040-04-01",
      schedule: null,
      scheme: "ppf",
      deposits: [{ date: "2024-06-10", amount: 150_000 }],
    };
    expect(accountYearWithoutDeposit(ppf, "2025-03-31")).toBeNull();
    expect(accountYearWithoutDeposit(ppf, "2025-04-01")).toBe("2025-26");
    expect(accountYearWithoutDeposit(ppf, "2040-04-01")).toBeNull();
    expect(accountYearWithoutDeposit(rd, "2025-04-01")).toBeNull();
    // Sukanya takes deposits only in its first 15 years
    const sukanya: DepositTerms = {
      ...ppf,
      scheme: "sukanya_samriddhi",
      endDate: "2045-06-10",
    };
    expect(accountYearWithoutDeposit(sukanya, "2039-06-09")).toBe("2039-40");
    expect(accountYearWithoutDeposit(sukanya, "2039-06-10")).toBeNull();
  });
});
