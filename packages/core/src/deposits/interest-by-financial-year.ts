import { translate, type Translate } from "../i18n/messages.ts";
import { parseIsoDate } from "../format/date.ts";
import { roundRupees } from "../format/money.ts";
import { type DepositTerms, interestEarnedBy } from "./deposit-value.ts";
import en from "./messages/en.ts";

/** "2024-25": the Indian financial year (1 April – 31 March) a day belongs to. */
export function financialYearOf(date: string): string {
  const { year, month } = parseIsoDate(date);
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/**
 * "2024-25" as people write it on the return: "FY 2024-25 (April 2024 to March 2025)", in the
 * language of `t` (English when not given).
 */
export function financialYearLabel(
  financialYear: string,
  t: Translate<typeof en> = translate(en),
): string {
  const first = Number(financialYear.slice(0, 4));
  return t("financialYear.label", {
    year: financialYear,
    first,
    last: first + 1,
  });
}

/** 1 April that opens the financial year after the one `date` falls in. */
function nextFinancialYearStart(date: string): string {
  const first = Number(financialYearOf(date).slice(0, 4));
  return `${first + 1}-04-01`;
}

export interface YearInterest {
  financial_year: string;
  interest: number;
}

/**
 * Interest a deposit earned in each financial year, accrual basis (docs/product.md#tax-year-interest):
 * from the start (or 1 April) to the start of the next 1 April (or `stopDate`: maturity or closure),
 * growth in value plus payouts. Each year is the difference of the rounded running totals, so the
 * years add up to the rounded total to the rupee. Oldest year first.
 */
export function interestByFinancialYear(
  terms: DepositTerms,
  stopDate: string = terms.endDate,
): YearInterest[] {
  const stop = stopDate < terms.endDate ? stopDate : terms.endDate;
  const years: YearInterest[] = [];
  let from = terms.startDate;
  let earnedBefore = 0;
  while (from < stop) {
    const yearEnd = nextFinancialYearStart(from);
    const to = yearEnd < stop ? yearEnd : stop;
    const earnedBy = roundRupees(interestEarnedBy(terms, to));
    years.push({
      financial_year: financialYearOf(from),
      interest: earnedBy - earnedBefore,
    });
    earnedBefore = earnedBy;
    from = to;
  }
  return years;
}
