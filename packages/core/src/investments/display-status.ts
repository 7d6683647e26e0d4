import type { Investment } from "../contracts/investments.ts";

export type DisplayStatus = "active" | "matured" | "closed" | "renewed";

/** 'matured' is derived: an active investment whose end date is already past (`today` is YYYY-MM-DD). */
export function displayStatus(
  investment: Pick<Investment, "status" | "end_date">,
  today: string,
): DisplayStatus {
  if (investment.status === "active" && investment.end_date < today)
    return "matured";
  return investment.status;
}

/** Active and matured investments may be renewed or closed; the rest are history. */
export function canChange(status: DisplayStatus): boolean {
  return status === "active" || status === "matured";
}
