import { maturityEstimate } from "@kosh/core/calculators/maturity-estimate";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import {
  type createInvestmentRequest,
  MAX_INVESTMENT_AMOUNT,
  type RateChange,
  type renewInvestmentRequest,
} from "@kosh/core/contracts/investments";
import { accountDepositProblem } from "@kosh/core/deposits/account-deposits";
import {
  type AccountScheme,
  type InvestmentScheme,
  isAccountScheme,
} from "@kosh/core/deposits/investment-scheme";
import {
  recurringPrincipal,
  schemeEndDate,
  schemeSchedule,
} from "@kosh/core/deposits/scheme-terms";
import { message } from "@kosh/core/contracts/message";
import type { z } from "zod";
import { BadRequest, Conflict } from "../../errors.ts";
import type { NewInvestment, RenewalTerms } from "./investments.repo.ts";

type CreateInvestmentBody = z.output<typeof createInvestmentRequest>;
type RenewInvestmentBody = z.output<typeof renewInvestmentRequest>;

/**
 * Dates a saver could mean. The contract already insists on real calendar dates; this keeps out
 * the year 0000 PostgreSQL cannot store and terms so long that no estimate means anything.
 */
const EARLIEST_DATE = "1900-01-01";
const LATEST_DATE = "2999-12-31";

function checkDateInRange(field: string, value: string) {
  if (value < EARLIEST_DATE || value > LATEST_DATE) {
    throw new BadRequest(message("field.dateBetween1900And2999", { field }));
  }
}

/** What a scheme's rules add to the terms for the estimate (docs/product.md#schemes-in-my-investments). */
export type SchemeTerms = NonNullable<Parameters<typeof maturityEstimate>[5]>;

/**
 * The amount the caller gave, or the estimate of docs/product.md#add-an-investment (by the
 * scheme's rules, docs/product.md#schemes-in-my-investments) when they gave none.
 */
export function maturityAmount(
  given: number | null | undefined,
  principal: number,
  rate: number,
  startDate: string,
  endDate: string,
  schedule: InterestSchedule | null,
  field: string,
  scheme: SchemeTerms,
): number {
  if (given) return given;
  // Validation guarantees a positive principal and an end after the start, so there is an estimate.
  const estimate =
    maturityEstimate(principal, rate, startDate, endDate, schedule, scheme) ??
    principal;
  if (estimate > MAX_INVESTMENT_AMOUNT) {
    throw new BadRequest(message("investments.estimateTooLarge", { field }));
  }
  // Rounded to whole rupees, the estimate for a principal under ₹0.50 is ₹0: a deposit at a rate
  // of 0 or more never pays back less than it took, so the principal is the floor.
  return Math.max(estimate, principal);
}

/** The scheme in words, for a message (translated with it, as a status is). */
function schemeWords(scheme: InvestmentScheme): string {
  return message(`investmentScheme.${scheme}`);
}

/** A value the caller may leave out, which the scheme's rules set: given, it must be theirs. */
function setByRules(field: string, scheme: InvestmentScheme, value: string) {
  return new BadRequest(
    message("investments.setBySchemeRules", {
      field,
      scheme: schemeWords(scheme),
      value,
    }),
  );
}

function notForScheme(field: string, scheme: InvestmentScheme) {
  return new BadRequest(
    message("investments.notForScheme", {
      field,
      scheme: schemeWords(scheme),
    }),
  );
}

function required(field: string) {
  return new BadRequest(message("field.required", { field }));
}

/** An amount of rupees to the paisa, as numeric(14,2) keeps it. */
export const roundPaise = (rupees: number) => Math.round(rupees * 100) / 100;

/** Whether two amounts are the same in paise. */
const samePaise = (a: number, b: number) =>
  Math.round(a * 100) === Math.round(b * 100);

/**
 * The interest schedule stored: the caller's for a term deposit (null: the plain estimate), the
 * scheme's for every other; a schedule given for one of those must be the scheme's.
 */
function scheduleOf(
  scheme: InvestmentScheme,
  given: InterestSchedule | null | undefined,
): InterestSchedule | null {
  const ruled = schemeSchedule(scheme);
  if (ruled === undefined) return given ?? null;
  if (given != null && given !== ruled) {
    throw ruled === null
      ? notForScheme("interest_schedule", scheme)
      : setByRules("interest_schedule", scheme, ruled);
  }
  return ruled;
}

/**
 * The end date the caller gives, else the one the scheme's rules set (required where they set
 * none: a term or recurring deposit, a time deposit). A given date is kept even where the rules
 * would set another: the certificate or passbook is the record, and it differs for an extended
 * SCSS or PPF account, an older issue, or a KVP bought in a quarter that notified other months.
 */
function endDateOf(
  scheme: InvestmentScheme,
  body: CreateInvestmentBody,
): string {
  if (body.end_date) return body.end_date;
  // A KVP doubles in the months its rate gives: at 0 % it never matures.
  if (scheme === "kvp" && !(body.rate_of_interest > 0))
    throw new BadRequest(
      message("field.greaterThanZero", { field: "rate_of_interest" }),
    );
  const ruled = schemeEndDate(scheme, body.start_date, body.rate_of_interest);
  if (ruled === null) throw required("end_date");
  return ruled;
}

/**
 * The principal: a recurring deposit's instalments together (from monthly_instalment, which only
 * it takes), the amount given for every other scheme.
 */
function principalOf(
  scheme: InvestmentScheme,
  body: CreateInvestmentBody,
  endDate: string,
): number {
  const instalment = body.monthly_instalment ?? null;
  if (scheme !== "recurring_deposit") {
    if (instalment !== null) throw notForScheme("monthly_instalment", scheme);
    if (body.principal_amount === undefined) throw required("principal_amount");
    return body.principal_amount;
  }
  if (instalment === null) throw required("monthly_instalment");
  const principal = recurringPrincipal(instalment, body.start_date, endDate);
  if (!(principal > 0))
    throw new BadRequest(message("investments.recurringAtLeastOneMonth"));
  if (principal > MAX_INVESTMENT_AMOUNT) {
    throw new BadRequest(
      message("field.atMostTenThousandCrore", { field: "monthly_instalment" }),
    );
  }
  if (
    body.principal_amount !== undefined &&
    !samePaise(body.principal_amount, principal)
  )
    throw setByRules("principal_amount", scheme, String(principal));
  return principal;
}

/** An account's deposits so far, as a file gives them (docs/product.md#import). */
export interface GivenDeposits {
  /** Oldest first; the first made the day the account opens. */
  deposits: readonly { date: string; amount: number }[];
  /** A PPF extended without deposits: the day it stopped taking them. */
  depositsCloseOn: string | null;
}

/**
 * An account's deposits: the principal as its first, made the day it opens, within its financial
 * year's limit; or, given (an import of Kosh's export), those deposits, the first on the opening
 * day, each within what its financial year has left and made while the account takes deposits,
 * together the principal (docs/product.md#schemes-in-my-investments).
 */
function accountDepositsOf(
  scheme: AccountScheme,
  startDate: string,
  endDate: string,
  principal: number,
  given?: GivenDeposits,
) {
  if (!given) {
    const opening = { date: startDate, amount: principal };
    const problem = accountDepositProblem(
      scheme,
      [],
      opening,
      { startDate, endDate },
      { date: "start_date", amount: "principal_amount" },
    );
    if (problem) throw new BadRequest(problem);
    return [opening];
  }
  const { deposits, depositsCloseOn } = given;
  if (deposits[0]?.date !== startDate)
    throw new BadRequest(
      message("investments.firstDepositOnOpening", {
        field: "deposits",
        date: startDate,
      }),
    );
  deposits.forEach((deposit, index) => {
    const problem = accountDepositProblem(
      scheme,
      deposits.slice(0, index),
      deposit,
      { startDate, endDate, depositsCloseOn },
      { date: "deposits", amount: "deposits" },
    );
    if (problem) throw new BadRequest(problem);
  });
  const total = deposits.reduce((sum, deposit) => sum + deposit.amount, 0);
  if (!samePaise(total, principal))
    throw setByRules("principal_amount", scheme, String(roundPaise(total)));
  return deposits;
}

/**
 * A validated create request as the row to insert, by the rules of its type's scheme
 * (docs/product.md#schemes-in-my-investments): what the scheme sets may be left out (the end date,
 * the schedule, an RD's principal), and a schedule or principal given must be the scheme's; a PPF
 * or Sukanya Samriddhi account opens with `principal_amount` as its first deposit, within the
 * year's limit.
 * `rateChanges`: the notified rates from the opening on, for a scheme that earns each quarter's.
 * `given`: an account's deposits as an imported file gives them, instead of the principal as the
 * first (accountDepositsOf); a scheme without deposits takes none.
 */
export function newInvestmentTerms(
  body: CreateInvestmentBody,
  scheme: InvestmentScheme,
  rateChanges: readonly RateChange[],
  given?: GivenDeposits,
): NewInvestment {
  checkDateInRange("start_date", body.start_date);
  if (body.end_date) checkDateInRange("end_date", body.end_date);
  const endDate = endDateOf(scheme, body);
  checkDateInRange("end_date", endDate);
  const principal = principalOf(scheme, body, endDate);
  const interestSchedule = scheduleOf(scheme, body.interest_schedule);
  const monthlyInstalment =
    scheme === "recurring_deposit" ? (body.monthly_instalment ?? null) : null;
  if (given && !isAccountScheme(scheme)) throw notForScheme("deposits", scheme);
  const deposits = isAccountScheme(scheme)
    ? accountDepositsOf(scheme, body.start_date, endDate, principal, given)
    : [];
  return {
    companyId: body.company_id,
    investTypeId: body.invest_type_id,
    principalAmount: principal,
    rateOfInterest: body.rate_of_interest,
    startDate: body.start_date,
    endDate,
    maturityAmount: maturityAmount(
      body.maturity_amount,
      principal,
      body.rate_of_interest,
      body.start_date,
      endDate,
      interestSchedule,
      "maturity_amount",
      {
        scheme,
        monthlyInstalment,
        deposits,
        rateChanges,
      },
    ),
    documentNumber: body.document_number,
    accountNumber: body.account_number,
    investmentNotes: body.investment_notes,
    interestSchedule,
    monthlyInstalment,
    deposits,
  };
}

/** The 409 for renewing an investment of a scheme that is not renewed. */
export function notRenewable(scheme: InvestmentScheme): Conflict {
  return new Conflict(
    message("investments.notRenewable", { scheme: schemeWords(scheme) }),
  );
}

/** The 409 for a deposit into an investment that is no PPF or Sukanya Samriddhi account. */
export function depositsOnlyInAccounts(scheme: InvestmentScheme): Conflict {
  return new Conflict(
    message("investments.depositsOnlyInAccounts", {
      scheme: schemeWords(scheme),
    }),
  );
}

/**
 * The renewal reinvests what the old investment paid out (docs/product.md#renew), from the day it
 * ended, until the new end date at the new rate, by the scheme it earns by.
 */
export function renewalTerms(
  body: RenewInvestmentBody,
  scheme: InvestmentScheme,
): RenewalTerms {
  checkDateInRange("new_end_date", body.new_end_date);
  return (renewed) => {
    const startDate = renewed.endDate;
    if (body.new_end_date <= startDate) {
      throw new BadRequest(
        message("investments.renewalEndAfter", { date: startDate }),
      );
    }
    const principalAmount = renewed.maturityAmount;
    const interestSchedule =
      body.interest_schedule === undefined
        ? renewed.interestSchedule
        : body.interest_schedule;
    return {
      principalAmount,
      rateOfInterest: body.new_rate,
      startDate,
      endDate: body.new_end_date,
      maturityAmount: maturityAmount(
        body.new_maturity_amount,
        principalAmount,
        body.new_rate,
        startDate,
        body.new_end_date,
        interestSchedule,
        "new_maturity_amount",
        { scheme },
      ),
      transactionReason: body.transaction_reason,
      interestSchedule,
      monthlyInstalment: null,
      deposits: [],
    };
  };
}
