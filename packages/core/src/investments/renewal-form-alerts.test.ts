import { describe, expect, it } from "vitest";
import {
  RENEW_MATURITY_ALERT,
  RENEW_RATE_ALERT,
  renewalPrincipal,
  renewalForm,
  type RenewalFormValues,
  suggestedRenewalEndDate,
} from "./renewal-form.ts";
import {
  RENEWAL_DATABASE_ERROR,
  RENEWAL_SERVER_ERROR,
  renewalErrorMessage,
} from "./renewal-error-message.ts";
import { testInvestment } from "./test-investment.ts";

const fd = testInvestment({
  id: "fd",
  principal_amount: 100_000,
  maturity_amount: 107_186,
  rate_of_interest: 7,
  end_date: "2026-01-01",
});
const typed: RenewalFormValues = {
  new_end_date: "2027-01-01",
  new_rate: "",
  new_maturity_amount: "",
  transaction_reason: "",
  interest_schedule: "",
};

/** The request the form sends, or each field's messages when it sends nothing. */
function renewal(values: RenewalFormValues) {
  const parsed = renewalForm(fd).safeParse(values);
  if (parsed.success) return { request: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (errors[String(issue.path[0])] ??= []).push(issue.message);
  }
  return { errors };
}

describe("the Renew form rules", () => {
  it("reinvests the old maturity amount", () => {
    expect(renewalPrincipal(fd)).toBe(107_186);
    expect(renewalPrincipal({ ...fd, maturity_amount: null })).toBe(100_000);
  });

  it("suggests a new term as long as the current one", () => {
    expect(suggestedRenewalEndDate(fd)).toBe("2027-01-01");
    expect(
      suggestedRenewalEndDate({
        start_date: "2025-11-30",
        end_date: "2026-02-28",
      }),
    ).toBe("2026-05-28");
    expect(
      suggestedRenewalEndDate({
        start_date: "2026-01-01",
        end_date: "2026-01-20",
      }),
    ).toBe("2026-02-20");
  });

  it("needs a new end date after the current one", () => {
    expect(renewal({ ...typed, new_end_date: "" })).toEqual({
      errors: { new_end_date: ["New end date is required"] },
    });
    expect(renewal({ ...typed, new_end_date: "2026-01-01" })).toEqual({
      errors: { new_end_date: ["New end date must be after 01 January 2026"] },
    });
  });

  it("keeps the original rate when the rate is left empty and estimates the maturity", () => {
    // ₹1,07,186 at 7 % for 365 days: 107186 × 1.07^(365/365.25)
    expect(renewal(typed)).toEqual({
      request: {
        new_end_date: "2027-01-01",
        new_rate: 7,
        transaction_reason: null,
        interest_schedule: null,
        new_maturity_amount: 114_684,
      },
    });
  });

  it("takes a typed rate, maturity and reason", () => {
    expect(
      renewal({
        new_end_date: "2027-01-01",
        new_rate: "7.25",
        new_maturity_amount: "1,15,000",
        transaction_reason: " Same terms ",
        interest_schedule: "",
      }),
    ).toEqual({
      request: {
        new_end_date: "2027-01-01",
        new_rate: 7.25,
        transaction_reason: "Same terms",
        interest_schedule: null,
        new_maturity_amount: 115_000,
      },
    });
  });

  it("accepts a rate of 0", () => {
    expect(renewal({ ...typed, new_rate: "0" })).toMatchObject({
      request: { new_rate: 0, new_maturity_amount: 107_186 },
    });
  });

  it.each(["-1", "seven", "51"])("alerts on the rate %s", (rate) => {
    expect(renewal({ ...typed, new_rate: rate })).toEqual({
      errors: { new_rate: [RENEW_RATE_ALERT] },
    });
  });

  it.each(["0", "-5000", "lots"])(
    "alerts on the maturity amount %s",
    (maturity) => {
      expect(renewal({ ...typed, new_maturity_amount: maturity })).toEqual({
        errors: { new_maturity_amount: [RENEW_MATURITY_ALERT] },
      });
    },
  );

  it("names every wrong field at once", () => {
    expect(
      renewal({
        new_end_date: "2025-06-01",
        new_rate: "-1",
        new_maturity_amount: "lots",
        transaction_reason: "",
        interest_schedule: "",
      }),
    ).toEqual({
      errors: {
        new_end_date: ["New end date must be after 01 January 2026"],
        new_rate: [RENEW_RATE_ALERT],
        new_maturity_amount: [RENEW_MATURITY_ALERT],
      },
    });
  });

  it("leaves the last word to the API's contract", () => {
    expect(
      renewal({ ...typed, new_maturity_amount: "2,00,00,00,00,000" }),
    ).toEqual({
      errors: {
        new_maturity_amount: [
          "new_maturity_amount must be at most ₹10,000 crore",
        ],
      },
    });
  });
});

describe("the renewal failure alerts", () => {
  it("names a lost database connection", () => {
    expect(
      renewalErrorMessage(400, "connect ECONNREFUSED 127.0.0.1:5432"),
    ).toBe(RENEWAL_DATABASE_ERROR);
    expect(
      renewalErrorMessage(400, "terminating connection (SQLSTATE 57P01)"),
    ).toBe(RENEWAL_DATABASE_ERROR);
    expect(
      renewalErrorMessage(
        503,
        "The database is unavailable. Please try again shortly.",
      ),
    ).toBe(RENEWAL_DATABASE_ERROR);
  });

  it("gives the server-error text for a 500", () => {
    expect(renewalErrorMessage(500, "Something went wrong (request abc)")).toBe(
      RENEWAL_SERVER_ERROR,
    );
  });

  it("otherwise quotes the message", () => {
    expect(
      renewalErrorMessage(409, "This investment has already been renewed"),
    ).toBe("Renewal failed: This investment has already been renewed");
  });
});

describe("the Renew form's interest schedule", () => {
  const quarterly = testInvestment({
    id: "quarterly",
    principal_amount: 100_000,
    maturity_amount: 100_000,
    rate_of_interest: 7,
    start_date: "2019-01-01",
    end_date: "2020-01-01",
    interest_schedule: "cumulative_quarterly",
  });
  const renew = (schedule: string) =>
    renewalForm(quarterly).parse({
      ...typed,
      new_end_date: "2025-01-01",
      interest_schedule: schedule,
    });

  it("keeps the renewed investment's schedule, estimating with it", () => {
    expect(renew("cumulative_quarterly")).toMatchObject({
      interest_schedule: "cumulative_quarterly",
      new_maturity_amount: 141_478,
    });
  });

  it("names another when the person picks one", () => {
    expect(renew("payout_quarterly")).toMatchObject({
      interest_schedule: "payout_quarterly",
      new_maturity_amount: 100_000,
    });
  });
});
