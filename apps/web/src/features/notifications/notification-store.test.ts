import type { Investment } from "@kosh/core/contracts/investments";
import { todayIso } from "@kosh/core/format/date";
import { testInvestment } from "@kosh/core/investments/test-investment";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearNotifications,
  deleteNotification,
  NOTIFICATIONS_STORAGE_KEY,
  readNotifications,
  syncInvestmentNotifications,
} from "./notification-store.ts";

function daysFromToday(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function investment(overrides: Partial<Investment>): Investment {
  return testInvestment({
    id: "fd-1",
    company_id: "co-sbi",
    invest_type_id: "it-fd",
    start_date: daysFromToday(-355),
    end_date: daysFromToday(10),
    maturity_amount: 107_000,
    ...overrides,
  });
}

const PERSON = "3f0c2f8e-6a55-4d43-9a55-0d5c1b1a2c01";

function stored() {
  return JSON.parse(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY) ?? "[]");
}

afterEach(() => vi.useRealTimers());

describe("notifications kept in the browser", () => {
  it("stores a maturity notice for an investment ending in 10 days under 'notifications'", () => {
    syncInvestmentNotifications([investment({})], PERSON);
    expect(stored()).toEqual([
      expect.objectContaining({
        type: "maturity",
        title: "Matures in 10 days",
        read: false,
        actionUrl: "/dashboard?investment=fd-1",
      }),
    ]);
  });

  it("adds nothing new when the same list loads again", () => {
    syncInvestmentNotifications([investment({})], PERSON);
    const first = localStorage.getItem(NOTIFICATIONS_STORAGE_KEY);
    syncInvestmentNotifications([investment({})], PERSON);
    expect(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY)).toBe(first);
  });

  it("ignores closed and renewed investments", () => {
    syncInvestmentNotifications(
      [
        investment({ id: "closed", status: "closed" }),
        investment({ id: "renewed", status: "renewed" }),
      ],
      PERSON,
    );
    expect(readNotifications()).toEqual([]);
  });

  it("drops the stored notice of an investment renewed or closed since, on the next load", () => {
    syncInvestmentNotifications(
      [investment({}), investment({ id: "fd-2", end_date: daysFromToday(-3) })],
      PERSON,
    );
    expect(
      stored()
        .map((notice: { id: string }) => notice.id)
        .sort(),
    ).toEqual(["maturity-fd-1", "warning-fd-2"]);
    syncInvestmentNotifications(
      [
        investment({ status: "renewed" }),
        investment({
          id: "fd-2",
          status: "closed",
          end_date: daysFromToday(-3),
        }),
      ],
      PERSON,
    );
    expect(stored()).toEqual([]);
    expect(readNotifications()).toEqual([]);
  });

  it("drops the stored notices of a PPF account extended since, on the next load", () => {
    const ppf = investment({
      id: "ppf",
      scheme: "ppf",
      end_date: daysFromToday(-9),
      maturity_amount: null,
    });
    syncInvestmentNotifications([ppf], PERSON);
    expect(stored()).toEqual([
      expect.objectContaining({ id: "warning-ppf", type: "warning" }),
    ]);
    syncInvestmentNotifications(
      [{ ...ppf, end_date: daysFromToday(5 * 365 - 9), extended_years: 5 }],
      PERSON,
    );
    expect(stored()).toEqual([]);
  });

  it("keeps the 50 newest", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let index = 0; index < 60; index += 1) {
      vi.setSystemTime(new Date(Date.UTC(2026, 0, 1, 0, index)));
      syncInvestmentNotifications([investment({ id: `fd-${index}` })], PERSON);
    }
    const kept = readNotifications();
    expect(kept).toHaveLength(50);
    expect(kept[0]?.actionUrl).toBe("/dashboard?investment=fd-59");
    expect(kept.at(-1)?.actionUrl).toBe("/dashboard?investment=fd-10");
  });

  it("starts a new person's list empty: the last person's notices are dropped", () => {
    syncInvestmentNotifications(
      [investment({ id: "theirs" })],
      "previous-person",
    );
    syncInvestmentNotifications(
      [investment({ id: "mine", end_date: daysFromToday(-2) })],
      PERSON,
    );
    expect(stored()).toEqual([
      expect.objectContaining({
        type: "warning",
        actionUrl: "/dashboard?investment=mine",
      }),
    ]);
  });
});

describe("notices the person dismissed", () => {
  it("stay gone after Clear all, when the same investments load again", () => {
    syncInvestmentNotifications([investment({})], PERSON);
    clearNotifications();

    syncInvestmentNotifications([investment({})], PERSON);

    expect(readNotifications()).toEqual([]);
  });

  it("stay gone after a delete, while other investments' notices still come", () => {
    syncInvestmentNotifications([investment({})], PERSON);
    deleteNotification(readNotifications()[0]!.id);

    syncInvestmentNotifications(
      [investment({}), investment({ id: "fd-2" })],
      PERSON,
    );

    expect(readNotifications().map((notice) => notice.actionUrl)).toEqual([
      "/dashboard?investment=fd-2",
    ]);
  });

  it("stay gone only for the end date they were about: an extended PPF's next maturity is told again", () => {
    const ppf = investment({ id: "ppf", scheme: "ppf", maturity_amount: null });
    syncInvestmentNotifications([ppf], PERSON);
    deleteNotification(readNotifications()[0]!.id);
    // Extended by 5 years (docs/product.md#ppf-extension): the end date moves, the id stays.
    syncInvestmentNotifications(
      [{ ...ppf, end_date: daysFromToday(10 + 5 * 365) }],
      PERSON,
    );
    expect(readNotifications()).toEqual([]);

    // Five years on, 10 days before the new maturity.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromToday(5 * 365)}T06:00:00Z`));
    syncInvestmentNotifications(
      [{ ...ppf, end_date: daysFromToday(10) }],
      PERSON,
    );
    expect(readNotifications()).toEqual([
      expect.objectContaining({
        type: "maturity",
        title: "Matures in 10 days",
        actionUrl: "/dashboard?investment=ppf",
      }),
    ]);
  });

  it("are forgotten when someone else signs in on this browser", () => {
    syncInvestmentNotifications([investment({})], PERSON);
    clearNotifications();

    syncInvestmentNotifications([investment({})], "someone-else");

    expect(readNotifications()).toHaveLength(1);
  });
});
