import { byCode, byName } from "../format/compare.ts";
import type { DepositTerms } from "./deposit-value.ts";
import { interestByFinancialYear } from "./interest-by-financial-year.ts";
import { isTaxExempt } from "./investment-scheme.ts";

/** One deposit as the tax-year summary needs it: its terms and the day it stopped earning. */
export interface EarningDeposit {
  id: string;
  companyId: string;
  companyName: string;
  terms: DepositTerms;
  /** Maturity, or the closure date of a deposit closed early. */
  stopDate: string;
}

export interface InterestIncomeYear {
  financial_year: string;
  total: number;
  /** Of the total, interest exempt from income tax (PPF, Sukanya Samriddhi). */
  exempt: number;
  /** The rest, which the return declares as income. */
  taxable: number;
  institutions: { company_id: string; name: string; interest: number }[];
  investments: { id: string; interest: number; exempt: boolean }[];
}

/**
 * Interest per financial year, per institution and per deposit (docs/product.md#tax-year-interest),
 * newest year first; institutions by interest, largest first. Each figure is a sum of whole rupees,
 * so the parts add up to the total exactly, and exempt plus taxable is the total.
 */
export function interestIncome(
  deposits: readonly EarningDeposit[],
): InterestIncomeYear[] {
  const years = new Map<string, InterestIncomeYear>();
  for (const deposit of deposits) {
    const exempt = isTaxExempt(deposit.terms.scheme ?? "term_deposit");
    for (const { financial_year, interest } of interestByFinancialYear(
      deposit.terms,
      deposit.stopDate,
    )) {
      let year = years.get(financial_year);
      if (!year) {
        year = {
          financial_year,
          total: 0,
          exempt: 0,
          taxable: 0,
          institutions: [],
          investments: [],
        };
        years.set(financial_year, year);
      }
      year.total += interest;
      if (exempt) year.exempt += interest;
      else year.taxable += interest;
      year.investments.push({ id: deposit.id, interest, exempt });
      const institution = year.institutions.find(
        (entry) => entry.company_id === deposit.companyId,
      );
      if (institution) institution.interest += interest;
      else
        year.institutions.push({
          company_id: deposit.companyId,
          name: deposit.companyName,
          interest,
        });
    }
  }
  return [...years.values()]
    .sort((a, b) => byCode(b.financial_year, a.financial_year))
    .map((year) => ({
      ...year,
      institutions: year.institutions.sort(
        (a, b) => b.interest - a.interest || byName(a.name, b.name),
      ),
    }));
}
