import type { Investment } from "@kosh/core/contracts/investments";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";

/** What a row's buttons and the details modal ask the dashboard to open. */
export type InvestmentAction = "details" | "renew" | "close";

export type OnInvestmentAction = (
  action: InvestmentAction,
  investment: Investment,
) => void;

/**
 * Whether an investment is renewed at maturity: a term deposit or a post office time deposit. The
 * other schemes run to the maturity their rules set (a PPF account is extended instead), and the
 * server refuses to renew them (docs/product.md#schemes-in-my-investments).
 */
export function isRenewable(scheme: InvestmentScheme): boolean {
  return scheme === "term_deposit" || scheme === "post_office_td";
}
