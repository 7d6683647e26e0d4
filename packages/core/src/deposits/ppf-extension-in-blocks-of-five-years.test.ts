import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { message } from "../contracts/message.ts";
import { roundRupees } from "../format/money.ts";
import {
  accountDepositProblem,
  accountYearWithoutDeposit,
} from "./account-deposits.ts";
import {
  type ExtendableAccount,
  extendedAccount,
  extensionProblem,
  isExtendableOn,
} from "./account-extension.ts";
import {
  type DepositTerms,
  depositMaturityAmount,
  depositValueOn,
} from "./deposit-value.ts";
import { schemeEndDate } from "./scheme-terms.ts";

const everyFirstOfApril = (from: number, years: number, amount: number) =>
  Array.from({ length: years }, (_, index) => ({
    date: `${from + index}-04-01`,
    amount,
  }));

/** A PPF account opened on `startDate`, extended by each choice in `blocks` in turn. */
function extendedPpf(
  startDate: string,
  deposits: { date: string; amount: number }[],
  blocks: boolean[],
  rate = 7.1,
): DepositTerms {
  let account = {
    endDate: schemeEndDate("ppf", startDate, rate)!,
    depositsCloseOn: null as string | null,
  };
  for (const withDeposits of blocks)
    account = extendedAccount(account, withDeposits);
  return {
    principal: deposits.reduce((sum, deposit) => sum + deposit.amount, 0),
    rate,
    startDate,
    endDate: account.endDate,
    schedule: null,
    scheme: "ppf",
    deposits,
    depositsCloseOn: account.depositsCloseOn,
  };
}

describe("a PPF account extended in blocks of 5 years", () => {
  // https://hindi.asianetnews.com/amp/gallery/business-news/post-office-small-savings-scheme-including-nsc-fd-ppf-you-must-know-kpt-q9nlq4
  // (as calculators/ppf.test.ts): ₹1,50,000 a year at 7.1 %, extended to 25 years, ₹37,50,000
  // deposited and ₹65,58,015 interest, ₹1.03 crore at maturity.
  // The account runs from its financial year of opening plus 15 whole years (2025-04-01 →
  // 2041-04-01), a year more than the calculators' 15: the published figure is its balance after
  // 25 years' credits, a year before the second extension ends.
  it("twice with deposits, ₹1,50,000 each 1 April for 25 years at 7.1 % holds ₹1,03,08,015", () => {
    const terms = extendedPpf(
      "2025-04-01",
      everyFirstOfApril(2025, 25, 150_000),
      [true, true],
    );
    expect(terms.endDate).toBe("2051-04-01");
    expect(terms.depositsCloseOn).toBeNull();
    expect(roundRupees(depositValueOn(terms, "2050-04-01"))).toBe(10_308_015);
  });

  it("once without deposits, the 15 years' ₹40,68,209 keeps earning, ₹57,32,587 five years on, and takes no more deposits", () => {
    // ₹40,68,209 is issue 28's 15-year figure; 5 more years at 7.1 % is our own derivation
    // (40,68,209.22 × 1.071⁵). Deposits stop at the first maturity, 2041-04-01.
    const terms = extendedPpf(
      "2025-04-01",
      everyFirstOfApril(2025, 15, 150_000),
      [false],
    );
    expect(terms.endDate).toBe("2046-04-01");
    expect(terms.depositsCloseOn).toBe("2041-04-01");
    expect(roundRupees(depositValueOn(terms, "2040-04-01"))).toBe(4_068_209);
    expect(roundRupees(depositValueOn(terms, "2045-04-01"))).toBe(5_732_587);
    expect(
      accountDepositProblem(
        "ppf",
        terms.deposits!,
        { date: "2041-04-01", amount: 500 },
        terms,
      ),
    ).toBe(
      message("investments.depositAfterExtensionWithout", {
        field: "date",
        date: "2041-04-01",
      }),
    );
    expect(
      accountYearWithoutDeposit({ ...terms, deposits: [] }, "2042-06-01"),
    ).toBeNull();
  });

  it("with deposits, takes the year's deposit after the first maturity and reminds of a year without one", () => {
    const terms = extendedPpf(
      "2020-04-01",
      everyFirstOfApril(2020, 16, 150_000),
      [true],
    );
    expect(terms.endDate).toBe("2041-04-01");
    expect(
      accountDepositProblem(
        "ppf",
        terms.deposits!,
        { date: "2036-04-01", amount: 150_000 },
        terms,
      ),
    ).toBeNull();
    expect(accountYearWithoutDeposit(terms, "2037-06-01")).toBe("2037-38");
  });

  it("the issue's account (₹11,52,076 after 31 March 2026) carried on without deposits holds ₹22,87,578 at maturity and ₹32,23,467 after the extension", () => {
    // Our own derivation: 11,52,076.24 × 1.071¹⁰ and × 1.071¹⁵, every credit at 7.1 %.
    const terms = extendedPpf(
      "2020-04-01",
      everyFirstOfApril(2020, 6, 150_000),
      [false],
    );
    expect(roundRupees(depositValueOn(terms, "2026-04-01"))).toBe(1_152_076);
    expect(roundRupees(depositValueOn(terms, "2036-04-01"))).toBe(2_287_578);
    expect(roundRupees(depositMaturityAmount(terms))).toBe(3_223_467);
  });

  it("extending never lowers the balance on any day", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 500, max: 150_000 }), {
          minLength: 1,
          maxLength: 15,
        }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 40 }),
        (amounts, blocks, yearsOn) => {
          const deposits = amounts.map((amount, index) => ({
            date: `${2010 + index}-04-01`,
            amount,
          }));
          const before = extendedPpf("2010-04-01", deposits, []);
          const after = extendedPpf("2010-04-01", deposits, blocks);
          const day = `${2010 + yearsOn}-07-01`;
          expect(depositValueOn(after, day)).toBeGreaterThanOrEqual(
            depositValueOn(before, day),
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("when a PPF account may be extended", () => {
  const matured: ExtendableAccount = {
    scheme: "ppf",
    status: "active",
    endDate: "2036-04-01",
    depositsCloseOn: null,
  };

  it("from its maturity, with deposits or without", () => {
    expect(extensionProblem(matured, true, "2036-04-01")).toBeNull();
    expect(extensionProblem(matured, false, "2036-04-01")).toBeNull();
    expect(extensionProblem(matured, true, "2037-03-31")).toBeNull();
  });

  it("is offered from its maturity day itself, while active, and only for a PPF", () => {
    const investment = {
      scheme: "ppf",
      status: "active",
      end_date: "2036-04-01",
      deposits_close_on: null,
    } as const;
    expect(isExtendableOn(investment, "2036-03-31")).toBe(false);
    expect(isExtendableOn(investment, "2036-04-01")).toBe(true);
    expect(isExtendableOn(investment, "2045-01-01")).toBe(true);
    expect(
      isExtendableOn({ ...investment, status: "closed" }, "2036-04-01"),
    ).toBe(false);
    expect(
      isExtendableOn(
        { ...investment, scheme: "sukanya_samriddhi" },
        "2036-04-01",
      ),
    ).toBe(false);
  });

  it("not before it matures", () => {
    expect(extensionProblem(matured, false, "2036-03-31")).toBe(
      message("investments.extensionNotYet", { date: "2036-04-01" }),
    );
  });

  it("with deposits only within a year of maturity; without, any time after", () => {
    expect(extensionProblem(matured, true, "2037-04-01")).toBe(
      message("investments.extensionWithDepositsTooLate", {
        date: "2036-04-01",
        last: "2037-03-31",
      }),
    );
    expect(extensionProblem(matured, false, "2039-01-01")).toBeNull();
  });

  it("not with deposits again once continued without them", () => {
    const without = { ...matured, ...extendedAccount(matured, false) };
    expect(without).toMatchObject({
      endDate: "2041-04-01",
      depositsCloseOn: "2036-04-01",
    });
    expect(extensionProblem(without, true, "2041-05-01")).toBe(
      message("investments.extensionWithDepositsAfterWithout", {
        date: "2036-04-01",
      }),
    );
    expect(extensionProblem(without, false, "2041-05-01")).toBeNull();
    expect(extendedAccount(without, false).depositsCloseOn).toBe("2036-04-01");
  });

  it("never for Sukanya Samriddhi or another scheme, nor once closed", () => {
    for (const scheme of ["sukanya_samriddhi", "term_deposit", "nsc"] as const)
      expect(
        extensionProblem({ ...matured, scheme }, false, "2036-05-01"),
      ).toBe(
        message("investments.notExtendable", {
          scheme: message(`investmentScheme.${scheme}`),
        }),
      );
    expect(
      extensionProblem({ ...matured, status: "closed" }, false, "2036-05-01"),
    ).toBe(
      message("investments.alreadyCannotExtend", {
        status: message("investmentStatus.closed"),
      }),
    );
  });
});
