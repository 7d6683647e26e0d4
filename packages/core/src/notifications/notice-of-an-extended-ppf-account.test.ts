import { describe, expect, it } from "vitest";
import { extendedAccount } from "../deposits/account-extension.ts";
import { testInvestment } from "../investments/test-investment.ts";
import {
  type AppNotification,
  outdatedNotices,
  withInvestmentNotifications,
} from "./investment-notifications.ts";

/**
 * A PPF account maturing on 1 April 2026, extended by 5 years on 10 April
 * (docs/product.md#ppf-extension): its end date moves to 1 April 2031 and it stays active, so
 * nothing but its end date says its maturity notices no longer hold.
 */
const ppf = testInvestment({
  id: "ppf-2010",
  scheme: "ppf",
  start_date: "2010-04-01",
  end_date: "2026-04-01",
  maturity_amount: null,
  invest_types: { type_name: "PPF" },
  investment_companies: { name: "India Post" },
});
const extended = {
  ...ppf,
  end_date: extendedAccount(
    { endDate: ppf.end_date, depositsCloseOn: null },
    true,
  ).endDate,
  extended_years: 5,
};
const ids = (notices: readonly AppNotification[]) =>
  notices.map((notice) => notice.id).sort();

describe("the notices of a PPF account extended after it matured", () => {
  // Loaded 12 days before maturity, then 9 days after it.
  const before = withInvestmentNotifications([], [ppf], "2026-03-20");
  const matured = withInvestmentNotifications(before, [ppf], "2026-04-10");

  it("were a maturity notice before maturity and an overdue warning after it", () => {
    expect(extended.end_date).toBe("2031-04-01");
    expect(ids(before)).toEqual(["maturity-ppf-2010"]);
    expect(ids(matured)).toEqual(["maturity-ppf-2010", "warning-ppf-2010"]);
  });

  it("go at the next load once it is extended, read or not, and none comes for the new end date yet", () => {
    const read = matured.map((notice) => ({ ...notice, read: true }));
    expect(withInvestmentNotifications(read, [extended], "2026-04-10")).toEqual(
      [],
    );
  });

  it("keep the notices of other investments as they were", () => {
    const fd = testInvestment({ id: "fd", end_date: "2026-04-20" });
    const both = withInvestmentNotifications(matured, [ppf, fd], "2026-04-10");
    const next = withInvestmentNotifications(
      both,
      [extended, fd],
      "2026-04-10",
    );
    expect(next).toEqual(
      both.filter((notice) => notice.actionUrl?.endsWith("=fd")),
    );
    expect(ids(next)).toEqual(["maturity-fd"]);
  });

  it("come again for the new maturity, 30 days before 1 April 2031", () => {
    const after = withInvestmentNotifications([], [extended], "2026-04-10");
    expect(
      withInvestmentNotifications(after, [extended], "2031-03-02").map(
        (notice) => notice.title,
      ),
    ).toEqual(["Matures in 30 days"]);
  });
});

describe("which notices are outdated", () => {
  const today = "2026-04-10";

  it("a maturity notice once the end date is more than 30 days away, an overdue warning once it is not past", () => {
    const by = (end_date: string) =>
      outdatedNotices([{ ...ppf, end_date }], today);
    // 10 May is 30 days on: its maturity notice still holds; 11 May is 31 days on.
    expect(by("2026-05-10")("maturity:ppf-2010")).toBe(false);
    expect(by("2026-05-11")("maturity:ppf-2010")).toBe(true);
    expect(by("2026-04-09")("warning:ppf-2010")).toBe(false);
    expect(by("2026-04-10")("warning:ppf-2010")).toBe(true);
    expect(by("2031-04-01")("milestone:ppf-2010")).toBe(false);
  });

  it("every notice of a renewed or closed investment, none of one the list does not hold or of no investment", () => {
    const closed = outdatedNotices([{ ...ppf, status: "closed" }], today);
    expect(closed("milestone:ppf-2010")).toBe(true);
    expect(closed("maturity:another")).toBe(false);
    expect(closed(undefined)).toBe(false);
  });
});
