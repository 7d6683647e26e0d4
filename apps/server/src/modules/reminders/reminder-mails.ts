import type { SchemeReminder } from "@kosh/core/contracts/reminders";
import { accountYearlyLimits } from "@kosh/core/deposits/account-deposits";
import {
  depositPayouts,
  type DepositTerms,
  payoutAmount,
} from "@kosh/core/deposits/deposit-value";
import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { isPayoutSchedule } from "@kosh/core/deposits/interest-schedule";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { isAccountScheme } from "@kosh/core/deposits/investment-scheme";
import {
  instalmentsDue,
  schemeSchedule,
} from "@kosh/core/deposits/scheme-terms";
import {
  instalmentCount,
  instalmentOf,
} from "@kosh/core/deposits/schemes/recurring-deposit";
import { daysBetween } from "@kosh/core/format/date";
import type { MailSite } from "../../mail/mail-footer.ts";
import type { ComposedEmail } from "../../mail/mailer.ts";
import { type ReminderMail, reminderEmail } from "../../mail/reminder-email.ts";
import {
  accountYearReminderEmail,
  instalmentReminderEmail,
} from "../../mail/scheme-reminder-email.ts";
import type { AccountDeposit } from "../../db/account-deposits.ts";
import type { ReminderCandidate } from "./reminder-candidates.repo.ts";

/**
 * What each reminder mail says about its investment (docs/product.md#reminders), from the row the
 * sweep read: the deposit's terms as core counts them, then the words of mail/.
 */

/** A candidate's terms as core's deposit rules read them; an account's with its deposits. */
export function candidateTerms(
  candidate: ReminderCandidate,
  deposits: AccountDeposit[] = [],
): DepositTerms {
  return depositTermsOf({
    principal_amount: candidate.principalAmount,
    rate_of_interest: candidate.rateOfInterest,
    start_date: candidate.startDate,
    end_date: candidate.endDate,
    interest_schedule: candidate.interestSchedule,
    scheme: candidate.scheme,
    monthly_instalment: candidate.monthlyInstalment,
    deposits,
    deposits_close_on: candidate.depositsCloseOn,
  });
}

/**
 * What a payout deposit pays along the way and its last payout, on the end date with the
 * principal; undefined for a deposit that pays everything at maturity. A scheme's own schedule
 * (SCSS quarterly, MIS monthly, TD yearly) counts whatever was recorded, as core counts it.
 */
function payoutOf(candidate: ReminderCandidate): ReminderMail["payout"] {
  const own = schemeSchedule(candidate.scheme);
  const schedule = own === undefined ? candidate.interestSchedule : own;
  if (!isPayoutSchedule(schedule)) return undefined;
  const amount = payoutAmount(
    candidate.principalAmount,
    candidate.rateOfInterest,
    schedule,
    candidate.scheme,
  );
  const last = depositPayouts(candidateTerms(candidate)).at(-1);
  if (amount === null || last === undefined) return undefined;
  return { schedule, amount, last: last.amount };
}

/**
 * Whose household the investment is in, said to a person it is shared with (docs/product.md#household);
 * nothing to its owner.
 */
function householdOf(candidate: ReminderCandidate): string | undefined {
  return candidate.userId === candidate.householdId
    ? undefined
    : candidate.householdName;
}

/** A maturity reminder `daysLeft` days before the end date. */
export function maturityMail(
  candidate: ReminderCandidate,
  daysLeft: number,
  unsubscribeToken: string,
  site: MailSite,
): ComposedEmail {
  return reminderEmail(
    {
      companyName: candidate.companyName,
      investType: candidate.investType,
      principalAmount: candidate.principalAmount,
      endDate: candidate.endDate,
      maturityAmount: candidate.maturityAmount,
      daysLeft,
      payout: payoutOf(candidate),
      unsubscribeToken,
      household: householdOf(candidate),
    },
    site,
    candidate.locale,
  );
}

/** A recurring deposit's instalment reminder, or an account's of a year without a deposit. */
export function schemeMail(
  candidate: ReminderCandidate,
  terms: DepositTerms,
  reminder: SchemeReminder,
  today: string,
  unsubscribeToken: string,
  site: MailSite,
): ComposedEmail {
  const names = {
    companyName: candidate.companyName,
    investType: candidate.investType,
    household: householdOf(candidate),
  };
  if (reminder.kind === "rd_instalment")
    return instalmentReminderEmail(
      {
        ...names,
        instalment: instalmentOf(terms),
        dueOn: reminder.dueOn,
        daysLeft: daysBetween(today, reminder.dueOn),
        number: instalmentsDue(terms, reminder.dueOn),
        count: instalmentCount(terms.startDate, terms.endDate),
        endDate: candidate.endDate,
        unsubscribeToken,
      },
      site,
      candidate.locale,
    );
  if (!isAccountScheme(candidate.scheme))
    throw new Error(`A ${reminder.kind} reminder for ${candidate.scheme}`);
  return accountYearReminderEmail(
    {
      ...names,
      kind: reminder.kind,
      financialYear: financialYearOf(reminder.dueOn),
      deposited: candidate.principalAmount,
      limits: accountYearlyLimits(candidate.scheme),
      unsubscribeToken,
    },
    site,
    candidate.locale,
  );
}
