import { REMINDER_LEAD_DAYS } from "@kosh/core/contracts/reminders";
import {
  ACCOUNT_SCHEMES,
  type InvestmentScheme,
  isAccountScheme,
} from "@kosh/core/deposits/investment-scheme";
import {
  type AccountDeposit,
  depositsOfAccounts,
} from "../../db/account-deposits.ts";
import type { Database } from "../../db/database.ts";
import type { ReminderCandidate } from "./reminders.repo.ts";

/**
 * What the sweep (reminder-sweep.ts) and the settings' preview (reminders.service.ts) read alike,
 * so the preview shows what the sweep will queue.
 */

/** The longest lead time: no investment ending later needs anything from a sweep today. */
export const LONGEST_LEAD_DAYS = Math.max(...REMINDER_LEAD_DAYS);
/** The schemes with reminders besides maturity: an RD's instalments, an account's yearly deposit. */
export const SCHEMES_WITH_REMINDERS: readonly InvestmentScheme[] = [
  "recurring_deposit",
  ...ACCOUNT_SCHEMES,
];

/** The deposits of the accounts among `candidates` (PPF, Sukanya), by account. */
export const depositsOfAccountCandidates = (
  db: Database,
  candidates: readonly ReminderCandidate[],
): Promise<Map<string, AccountDeposit[]>> =>
  depositsOfAccounts(
    db,
    candidates
      .filter((candidate) => isAccountScheme(candidate.scheme))
      .map((candidate) => candidate.investmentId),
  );
