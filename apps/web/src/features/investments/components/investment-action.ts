import type { Investment } from "@kosh/core/contracts/investments";

/** What a row's buttons and the details modal ask the dashboard to open. */
export type InvestmentAction = "details" | "renew" | "extend" | "close";

export type OnInvestmentAction = (
  action: InvestmentAction,
  investment: Investment,
) => void;
