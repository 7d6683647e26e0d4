import { addDays } from "@kosh/core/format/date";
import { describe, expect, it } from "vitest";
import {
  HEAVY_PERSON,
  investmentCounts,
  leadDaysOf,
  maturityRemindersSent,
  personInvestments,
  SCALE_PLAN,
  SCHEME_OF_PLACE,
  schemeReminderSentYesterday,
  TYPICAL_PERSON,
} from "./scale-plan.ts";

const TODAY = "2026-11-28";

describe("the scale bench's plan", () => {
  const counts = investmentCounts(SCALE_PLAN.people, SCALE_PLAN.investments, [
    SCALE_PLAN.heavyInvestments,
    SCALE_PLAN.typicalInvestments,
  ]);

  it("gives 100,000 people exactly 2,000,000 investments, the first 1,000 and the second 20 (issue 33)", () => {
    expect(counts).toHaveLength(100_000);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2_000_000);
    expect(counts[HEAVY_PERSON]).toBe(1_000);
    expect(counts[TYPICAL_PERSON]).toBe(20);
  });

  it("spreads the others from 1 to about twice the average of 20", () => {
    const others = counts.slice(2);
    expect(Math.min(...others)).toBe(1);
    expect(Math.max(...others)).toBeLessThanOrEqual(40);
    // Not everyone the average: a real spread.
    expect(new Set(others).size).toBeGreaterThan(30);
  });

  it("keeps the total exact whatever the remainder and an odd number of others", () => {
    const spread = investmentCounts(8, 101, [30]);
    expect(spread.reduce((sum, count) => sum + count, 0)).toBe(101);
    expect(spread[0]).toBe(30);
    expect(Math.min(...spread)).toBeGreaterThan(0);
    expect(() => investmentCounts(10, 5, [])).toThrow();
  });

  it("holds a household's mix of schemes: of every 20, 11 term deposits, 2 RDs, one of each other", () => {
    const heavy = personInvestments(HEAVY_PERSON, 1_000, TODAY);
    const bySchemes = new Map<string, number>();
    for (const { scheme } of heavy)
      bySchemes.set(scheme, (bySchemes.get(scheme) ?? 0) + 1);
    expect(bySchemes.get("term_deposit")).toBe(550);
    expect(bySchemes.get("recurring_deposit")).toBe(100);
    for (const scheme of ["ppf", "sukanya_samriddhi", "scss", "nsc", "kvp"])
      expect(bySchemes.get(scheme)).toBe(50);
    expect(SCHEME_OF_PLACE).toHaveLength(20);
  });

  it("chains renewals: each renewed deposit is followed by the one renewing it from its end date", () => {
    const heavy = personInvestments(HEAVY_PERSON, 1_000, TODAY);
    const renewing = heavy.filter(({ renews }) => renews !== null);
    // Two links per chain of three, one chain per 20.
    expect(renewing).toHaveLength(100);
    for (const successor of renewing) {
      const renewed = heavy[successor.renews!]!;
      expect(renewed.status).toBe("renewed");
      expect(successor.startDate).toBe(renewed.endDate);
    }
    expect(heavy.filter(({ status }) => status === "renewed")).toHaveLength(
      100,
    );
    expect(heavy.filter(({ status }) => status === "closed")).toHaveLength(50);
    // A portfolio too short for a whole chain has none.
    expect(
      personInvestments(7, 10, TODAY).filter(({ renews }) => renews !== null),
    ).toEqual([]);
  });

  it("starts nothing after today, ends everything after it starts, keeps accounts' principal the sum of their deposits", () => {
    const wrong: string[] = [];
    for (let person = 0; person < 300; person += 1) {
      for (const investment of personInvestments(
        person,
        counts[person]!,
        TODAY,
      )) {
        const deposited = investment.deposits.reduce(
          (sum, { amount }) => sum + amount,
          0,
        );
        if (
          investment.startDate > TODAY ||
          investment.endDate <= investment.startDate ||
          !(investment.maturityAmount > 0) ||
          (investment.deposits.length > 0 &&
            (investment.deposits[0]!.date !== investment.startDate ||
              investment.deposits.some(({ date }) => date > TODAY) ||
              deposited !== investment.principal))
        )
          wrong.push(`${person}/${investment.index}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("records as sent only reminders whose day has passed, so today's sweep finds today's", () => {
    const ending = {
      ...personInvestments(TYPICAL_PERSON, 20, TODAY)[15]!,
      startDate: "2025-11-28",
    };
    const sentFor = (endDate: string) =>
      maturityRemindersSent({ ...ending, endDate }, [7, 0], TODAY);
    // Ends in 7 days: the week's reminder is today's, not sent yet.
    expect(sentFor(addDays(TODAY, 7))).toEqual([]);
    expect(sentFor(addDays(TODAY, 3))).toEqual([
      { leadDays: 7, queuedOn: addDays(TODAY, -4) },
    ]);
    expect(sentFor(addDays(TODAY, -1)).map(({ leadDays }) => leadDays)).toEqual(
      [7, 0],
    );
    // Longer ago than Kosh's reminders: none.
    expect(sentFor(addDays(TODAY, -800))).toEqual([]);
    expect(leadDaysOf(3)).toEqual([30, 7, 0]);
  });

  it("records yesterday's instalment reminder of an RD due today, not tomorrow's", () => {
    const rd = {
      ...personInvestments(TYPICAL_PERSON, 20, TODAY)[0]!,
      startDate: "2026-06-28",
      endDate: "2027-06-28",
      monthlyInstalment: 1_000,
      principal: 12_000,
    };
    expect(rd.scheme).toBe("recurring_deposit");
    expect(schemeReminderSentYesterday(rd, TODAY)).toEqual({
      kind: "rd_instalment",
      dueOn: TODAY,
    });
    expect(
      schemeReminderSentYesterday(
        { ...rd, startDate: "2026-06-29", endDate: "2027-06-29" },
        TODAY,
      ),
    ).toBeNull();
  });
});
