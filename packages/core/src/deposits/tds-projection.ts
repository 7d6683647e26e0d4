import { byCode, byName } from "../format/compare.ts";
import type { InstitutionCover } from "./deposit-insurance.ts";
import { financialYearOf } from "./interest-by-financial-year.ts";
import {
  type HeldEarningDeposit,
  interestIncomeByMember,
} from "./interest-income-by-member.ts";
import type { InvestmentScheme } from "./investment-scheme.ts";

/**
 * The interest a bank, a co-operative bank or the post office pays one person in a financial year
 * above which it deducts TDS: ₹50,000, and ₹1,00,000 for a senior citizen, since 1 April 2025
 * (section 194A(3) as the Finance Act 2025 amended it; docs/product.md#tds-this-year).
 */
export const TDS_THRESHOLD = 50_000;
export const SENIOR_TDS_THRESHOLD = 100_000;
/** A senior citizen is 60 or older at any time during the financial year. */
export const SENIOR_AGE = 60;

/** A deposit as the TDS projection needs it: the tax year's, with its institution's cover. */
export interface TdsDeposit extends HeldEarningDeposit {
  cover: InstitutionCover;
}

/** A household member as the TDS projection needs one. */
export interface TdsMember {
  id: string;
  /** YYYY-MM-DD; null: counted as under 60. */
  date_of_birth: string | null;
}

/** A member-and-bank pair whose interest this financial year is projected above the threshold. */
export interface TdsProjection {
  member_id: string;
  company_id: string;
  /** The institution's name. */
  name: string;
  /** The member's interest there over the whole financial year, by the recorded terms. */
  projected_interest: number;
  /** ₹50,000, or ₹1,00,000 for a senior citizen. */
  threshold: number;
  /** Whether the member is 60 or older at any time during the year. */
  senior: boolean;
}

/**
 * Whether the institution deducts TDS from a deposit's interest (docs/product.md#tds-this-year):
 * a bank's term and recurring deposits, and SCSS wherever it is held. Not PPF or Sukanya
 * Samriddhi, whose interest is exempt; not NSC, KVP or the post office's time, recurring and
 * monthly income deposits, exempt from TDS by notification S.O. 72(E) of 1992; and not an NBFC's
 * deposits, whose threshold is another (₹10,000) and are left out of this projection.
 */
export function deductsTds(
  scheme: InvestmentScheme,
  cover: InstitutionCover,
): boolean {
  if (scheme === "scss") return true;
  if (scheme === "term_deposit" || scheme === "recurring_deposit")
    return cover === "deposit_insurance";
  return false;
}

/**
 * Whether a person born on `dateOfBirth` is 60 or older at any time during `financialYear`
 * ("2026-27"): their 60th birthday falls on or before the 31 March that ends it. Without a date
 * of birth, no.
 */
export function isSeniorDuring(
  dateOfBirth: string | null,
  financialYear: string,
): boolean {
  if (dateOfBirth === null) return false;
  const yearEnd = `${Number(financialYear.slice(0, 4)) + 1}-03-31`;
  const birthday = `${Number(dateOfBirth.slice(0, 4)) + SENIOR_AGE}${dateOfBirth.slice(4)}`;
  return byCode(birthday, yearEnd) <= 0;
}

/**
 * For the financial year `today` falls in, each member-and-bank pair whose interest over the whole
 * year, as `interestIncome` counts it to 31 March from the recorded terms, is above the threshold
 * at which the bank deducts TDS (docs/product.md#tds-this-year): the member is the first holder,
 * in whose name the bank aggregates interest; only deposits the institution deducts TDS from
 * count. Largest first. An estimate: a deposit maturing in the year counts to its maturity, its renewal once recorded.
 */
export function tdsProjection(
  deposits: readonly TdsDeposit[],
  members: readonly TdsMember[],
  today: string,
): TdsProjection[] {
  const financialYear = financialYearOf(today);
  const year = interestIncomeByMember(
    deposits.filter((deposit) =>
      deductsTds(deposit.terms.scheme ?? "term_deposit", deposit.cover),
    ),
  ).find((entry) => entry.financial_year === financialYear);
  const births = new Map(
    members.map((member) => [member.id, member.date_of_birth]),
  );
  return (year?.members ?? [])
    .flatMap((member) => {
      const senior = isSeniorDuring(
        births.get(member.member_id) ?? null,
        financialYear,
      );
      const threshold = senior ? SENIOR_TDS_THRESHOLD : TDS_THRESHOLD;
      return member.institutions
        .filter((institution) => institution.interest > threshold)
        .map((institution) => ({
          member_id: member.member_id,
          company_id: institution.company_id,
          name: institution.name,
          projected_interest: institution.interest,
          threshold,
          senior,
        }));
    })
    .sort(
      (a, b) =>
        b.projected_interest - a.projected_interest ||
        byName(a.name, b.name) ||
        byCode(a.member_id, b.member_id),
    );
}
