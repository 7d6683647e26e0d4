import type { Investment, InvestmentStatus } from "../contracts/investments.ts";
import { message } from "../contracts/message.ts";
import { addDays, addMonths } from "../format/date.ts";
import type { InvestmentScheme } from "./investment-scheme.ts";

/**
 * Extending a PPF account past its maturity (docs/product.md#ppf-extension), as India Post's POSB
 * CBS Manual rule 117(10)–(11) and the PPF Scheme 2019 set it: a block of 5 years at a time, any
 * number of times, with deposits (asked for within one year of the maturity it extends, in the
 * Account Extension form, formerly Form H / Form 4) or without; once continued without deposits the
 * account is not extended with them again. Interest runs on at each quarter's notified rate.
 * Sukanya Samriddhi and the other schemes are not extended.
 */

/** The years one extension adds to a PPF account's end date. */
export const PPF_EXTENSION_YEARS = 5;

/** The months after maturity in which an extension with deposits is asked for. */
const WITH_DEPOSITS_WINDOW_MONTHS = 12;

/** Whether an investment of the scheme is extended rather than renewed: a PPF account. */
export function isExtendable(scheme: InvestmentScheme): boolean {
  return scheme === "ppf";
}

/** What extending reads of an account. */
export interface ExtendableAccount {
  scheme: InvestmentScheme;
  status: InvestmentStatus;
  /** Its maturity, or the end of the block it was last extended by. */
  endDate: string;
  /** Set once it was extended without deposits: the day it stopped taking them. */
  depositsCloseOn: string | null;
}

/** What extending reads of an investment as the API answers it. */
export function extendableAccountOf(
  investment: Pick<
    Investment,
    "scheme" | "status" | "end_date" | "deposits_close_on"
  >,
): ExtendableAccount {
  return {
    scheme: investment.scheme,
    status: investment.status,
    endDate: investment.end_date,
    depositsCloseOn: investment.deposits_close_on,
  };
}

/**
 * Whether the investment may be extended on `today` in some way (without deposits, always allowed
 * once it may be extended at all): an active PPF account from its maturity day on. The list's row
 * and card offer Extend by it, as the details do, so they agree on the maturity day itself, the
 * day before the list calls the account matured.
 */
export function isExtendableOn(
  investment: Parameters<typeof extendableAccountOf>[0],
  today: string,
): boolean {
  return (
    extensionProblem(extendableAccountOf(investment), false, today) === null
  );
}

/** The day after the last one on which an extension with deposits may be asked for. */
function withDepositsWindowEnd(endDate: string): string {
  return addMonths(endDate, WITH_DEPOSITS_WINDOW_MONTHS);
}

/**
 * Why the account cannot be extended on `today` (YYYY-MM-DD), as a message of the catalogue, or
 * null when it can: not a PPF, no longer active, not matured yet, or with deposits when the year
 * after maturity has passed or it was already continued without them.
 */
export function extensionProblem(
  account: ExtendableAccount,
  withDeposits: boolean,
  today: string,
): string | null {
  if (!isExtendable(account.scheme))
    return message("investments.notExtendable", {
      scheme: message(`investmentScheme.${account.scheme}`),
    });
  if (account.status !== "active")
    return message("investments.alreadyCannotExtend", {
      status: message(`investmentStatus.${account.status}`),
    });
  if (today < account.endDate)
    return message("investments.extensionNotYet", { date: account.endDate });
  if (!withDeposits) return null;
  if (account.depositsCloseOn !== null)
    return message("investments.extensionWithDepositsAfterWithout", {
      date: account.depositsCloseOn,
    });
  const windowEnd = withDepositsWindowEnd(account.endDate);
  if (today >= windowEnd)
    return message("investments.extensionWithDepositsTooLate", {
      date: account.endDate,
      last: addDays(windowEnd, -1),
    });
  return null;
}

/** What an extension records: the end date 5 years on, and from when deposits stop, if they do. */
export function extendedAccount(
  account: Pick<ExtendableAccount, "endDate" | "depositsCloseOn">,
  withDeposits: boolean,
): { endDate: string; depositsCloseOn: string | null } {
  return {
    endDate: addMonths(account.endDate, PPF_EXTENSION_YEARS * 12),
    depositsCloseOn: withDeposits
      ? null
      : (account.depositsCloseOn ?? account.endDate),
  };
}
