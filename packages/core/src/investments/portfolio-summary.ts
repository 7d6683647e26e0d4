import type { Investment } from "../contracts/investments.ts";
import {
  interestPaidOut,
  type TermsFields,
} from "../deposits/investment-deposit.ts";
import { daysBetween } from "../format/date.ts";
import { displayStatus } from "./display-status.ts";
import { chainRoot, renewalChains } from "./renewal-chains.ts";

/** An investment ending within this many days, or already past its end, is ready to renew. */
export const READY_TO_RENEW_DAYS = 30;

type SummaryFields = TermsFields &
  Pick<
    Investment,
    "id" | "renewal_reference_id" | "status" | "end_date" | "maturity_amount"
  >;

export interface PortfolioSummary {
  totalInvested: number;
  expectedMaturity: number;
  activeInvestments: number;
  readyToRenew: number;
  expectedReturns: number;
}

export function isReadyToRenew(
  investment: Pick<Investment, "status" | "end_date">,
  today: string,
): boolean {
  return (
    investment.status === "active" &&
    daysBetween(today, investment.end_date) <= READY_TO_RENEW_DAYS
  );
}

/**
 * The five dashboard cards. Only chains whose newest investment is still active count: money in a
 * closed chain has come back. Total Invested takes each chain's earliest principal, because a
 * renewal reinvests the old maturity amount rather than new money. Expected Returns is what the
 * chain grows by to its maturity plus the interest its payout terms pay out along the way, which
 * their maturity amount (the principal) leaves out (docs/product.md#summary-cards, decision 0003).
 */
export function portfolioSummary(
  investments: readonly SummaryFields[],
  today: string,
): PortfolioSummary {
  let totalInvested = 0;
  let expectedMaturity = 0;
  let activeInvestments = 0;
  let readyToRenew = 0;
  let payouts = 0;
  for (const chain of renewalChains(investments)) {
    const status = displayStatus(chain.head, today);
    if (status !== "active" && status !== "matured") continue;
    activeInvestments += 1;
    totalInvested += chainRoot(chain).principal_amount;
    expectedMaturity +=
      chain.head.maturity_amount ?? chain.head.principal_amount;
    if (isReadyToRenew(chain.head, today)) readyToRenew += 1;
    for (const term of [chain.head, ...chain.previous])
      payouts += interestPaidOut(term);
  }
  return {
    totalInvested,
    expectedMaturity,
    activeInvestments,
    readyToRenew,
    expectedReturns: expectedMaturity - totalInvested + payouts,
  };
}
