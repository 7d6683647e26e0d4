import type { DepositTerms } from "../deposit-value.ts";

/**
 * A PPF or Sukanya Samriddhi account (docs/product.md#schemes-in-my-investments): each month earns
 * rate/12 on the lowest balance between the 5th and the month's end (a deposit by the 5th counts for
 * that month), at the rate notified for the month's quarter; the year's interest is credited on
 * 31 March (counted in the balance from 1 April) and at maturity, so it compounds yearly. The
 * savings calculators' plans (calculators/ppf.ts) follow the same rule for regular deposits.
 */

/**
 * The deposits made by `on` (that day's included), before maturity. Without a list (an account
 * being opened, or counted from its principal alone), the principal deposited on opening.
 */
function depositsBy(terms: DepositTerms, on: string) {
  const deposits = terms.deposits?.length
    ? terms.deposits
    : [{ date: terms.startDate, amount: terms.principal }];
  return deposits.filter(
    (deposit) => deposit.date <= on && deposit.date < terms.endDate,
  );
}

/** What the deposits made by `on` add up to. */
export function accountDepositedBy(terms: DepositTerms, on: string): number {
  return depositsBy(terms, on).reduce(
    (sum, deposit) => sum + deposit.amount,
    0,
  );
}

/** The rate (percent a year) notified for the month starting `monthStart`: the latest change by then. */
function rateOnMonth(terms: DepositTerms, monthStart: string): number {
  let rate = terms.rate;
  for (const change of terms.rateChanges ?? []) {
    if (change.from <= monthStart) rate = change.rate;
  }
  return rate;
}

interface InterestCredit {
  /** The day the credit counts in the balance: 1 April after the year, or maturity. */
  date: string;
  amount: number;
}

/** The first day of the month `month` months after 1 April `yearStart` (0 to 12). */
function monthOfYear(yearStart: string, month: number): string {
  const year = Number(yearStart.slice(0, 4)) + (month >= 9 ? 1 : 0);
  return `${year}-${String(((month + 3) % 12) + 1).padStart(2, "0")}-01`;
}

/** 1 April opening the financial year `date` is in. */
export function financialYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= "04-01" ? `${year}-04-01` : `${year - 1}-04-01`;
}

/** Credits already counted, per terms object: a year-by-year summary asks for them year after year. */
const creditsOf = new WeakMap<DepositTerms, InterestCredit[]>();

/**
 * Every credit of interest from opening to maturity, oldest first: one for each financial year,
 * counting the months that end by 1 April or by maturity, whichever comes first.
 */
function interestCredits(terms: DepositTerms): InterestCredit[] {
  const known = creditsOf.get(terms);
  if (known) return known;
  const deposits = depositsBy(terms, terms.endDate).toSorted((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const credits: InterestCredit[] = [];
  let balance = 0;
  let next = 0;
  let yearStart = financialYearStart(terms.startDate);
  while (yearStart < terms.endDate) {
    const nextYear = monthOfYear(yearStart, 12);
    const creditDate = nextYear < terms.endDate ? nextYear : terms.endDate;
    let interest = 0;
    for (let month = 0; month < 12; month += 1) {
      const monthStart = monthOfYear(yearStart, month);
      if (monthOfYear(yearStart, month + 1) > creditDate) break;
      const fifth = `${monthStart.slice(0, 7)}-05`;
      while (next < deposits.length && deposits[next]!.date <= fifth) {
        balance += deposits[next]!.amount;
        next += 1;
      }
      interest += (balance * rateOnMonth(terms, monthStart)) / 1200;
    }
    credits.push({ date: creditDate, amount: interest });
    balance += interest;
    yearStart = nextYear;
  }
  creditsOf.set(terms, credits);
  return credits;
}

/** The account's balance at the start of `on`: deposits made by then and interest credited before. */
export function accountBalanceOn(terms: DepositTerms, on: string): number {
  const interest = interestCredits(terms)
    .filter((credit) => credit.date <= on)
    .reduce((sum, credit) => sum + credit.amount, 0);
  return accountDepositedBy(terms, on) + interest;
}
