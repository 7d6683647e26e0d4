import { roundRupees } from "../format/money.ts";

export interface SwpInput {
  totalInvestment: number;
  monthlyWithdrawal: number;
  /** Expected annual return in percent. */
  expectedReturn: number;
  /** Years. */
  timePeriod: number;
}

export interface SwpResult {
  /** What is left after the last month. */
  finalValue: number;
  /** Everything withdrawn, the last smaller withdrawal included if the money ran out. */
  totalWithdrawal: number;
  /** The months the full withdrawal was paid. */
  monthsLasted: number;
}

export interface SwpYear {
  year: number;
  /** Withdrawn by the end of the year. */
  withdrawn: number;
  /** Left at the end of the year. */
  balance: number;
}

interface SwpMonth {
  withdrawal: number;
  withdrawn: number;
  balance: number;
}

/** Month-end figures, until the period ends or the money runs out, whichever is first. */
function swpMonths({
  totalInvestment,
  monthlyWithdrawal,
  expectedReturn,
  timePeriod,
}: SwpInput): SwpMonth[] {
  const months = Math.round(timePeriod * 12);
  // The monthly rate that compounds to the annual return over 12 months.
  const growth = Math.exp(Math.log1p(expectedReturn / 100) / 12);
  const rows: SwpMonth[] = [];
  let balance = totalInvestment;
  let withdrawn = 0;
  for (let month = 0; month < months && balance > 0; month += 1) {
    balance *= growth;
    const withdrawal = Math.min(monthlyWithdrawal, balance);
    balance -= withdrawal;
    withdrawn += withdrawal;
    rows.push({ withdrawal, withdrawn, balance });
  }
  return rows;
}

/** The balance grows each month at (1 + r/100)^(1/12) − 1, then the withdrawal is taken; it stops when the money runs out. */
export function swp(input: SwpInput): SwpResult {
  const rows = swpMonths(input);
  const last = rows.at(-1) ?? { withdrawn: 0, balance: input.totalInvestment };
  return {
    finalValue: roundRupees(last.balance),
    totalWithdrawal: roundRupees(last.withdrawn),
    monthsLasted: rows.filter(
      (row) => row.withdrawal === input.monthlyWithdrawal,
    ).length,
  };
}

/** What has been withdrawn and what is left at the end of each year (and the final part-year). */
export function swpByYear(input: SwpInput): SwpYear[] {
  const rows = swpMonths(input);
  const months = Math.round(input.timePeriod * 12);
  const years: SwpYear[] = [];
  for (let end = 12; end < months + 12; end += 12) {
    const upTo = Math.min(end, months);
    // Once the money has run out, every later month is as the last one left it.
    const row = rows[Math.min(upTo, rows.length) - 1] ?? {
      withdrawn: 0,
      balance: input.totalInvestment,
    };
    years.push({
      year: Math.ceil(upTo / 12),
      withdrawn: roundRupees(row.withdrawn),
      balance: roundRupees(row.balance),
    });
  }
  return years;
}
