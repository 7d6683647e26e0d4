import { maturityEstimate } from "@kosh/core/calculators/maturity-estimate";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import {
  type createInvestmentRequest,
  MAX_INVESTMENT_AMOUNT,
  type renewInvestmentRequest,
} from "@kosh/core/contracts/investments";
import { message } from "@kosh/core/contracts/message";
import type { z } from "zod";
import { BadRequest } from "../../errors.ts";
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

/**
 * The amount the caller gave, or the estimate of docs/product.md#add-an-investment when they gave
 * none.
 */
function maturityAmount(
  given: number | null | undefined,
  principal: number,
  rate: number,
  startDate: string,
  endDate: string,
  schedule: InterestSchedule | null,
  field: string,
): number {
  if (given) return given;
  // Validation guarantees a positive principal and an end after the start, so there is an estimate.
  const estimate =
    maturityEstimate(principal, rate, startDate, endDate, schedule) ??
    principal;
  if (estimate > MAX_INVESTMENT_AMOUNT) {
    throw new BadRequest(message("investments.estimateTooLarge", { field }));
  }
  // Rounded to whole rupees, the estimate for a principal under ₹0.50 is ₹0: a deposit at a rate
  // of 0 or more never pays back less than it took, so the principal is the floor.
  return Math.max(estimate, principal);
}

/** A validated create request as the row to insert. */
export function newInvestmentTerms(body: CreateInvestmentBody): NewInvestment {
  checkDateInRange("start_date", body.start_date);
  checkDateInRange("end_date", body.end_date);
  return {
    companyId: body.company_id,
    investTypeId: body.invest_type_id,
    principalAmount: body.principal_amount,
    rateOfInterest: body.rate_of_interest,
    startDate: body.start_date,
    endDate: body.end_date,
    maturityAmount: maturityAmount(
      body.maturity_amount,
      body.principal_amount,
      body.rate_of_interest,
      body.start_date,
      body.end_date,
      body.interest_schedule ?? null,
      "maturity_amount",
    ),
    documentNumber: body.document_number,
    accountNumber: body.account_number,
    investmentNotes: body.investment_notes,
    interestSchedule: body.interest_schedule ?? null,
  };
}

/**
 * The renewal reinvests what the old investment paid out (docs/product.md#renew), from the day it
 * ended, until the new end date at the new rate.
 */
export function renewalTerms(body: RenewInvestmentBody): RenewalTerms {
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
      ),
      transactionReason: body.transaction_reason,
      interestSchedule,
    };
  };
}
