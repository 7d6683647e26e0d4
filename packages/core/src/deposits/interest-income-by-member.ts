import { byCode, byName } from "../format/compare.ts";
import {
  type EarningDeposit,
  type InterestIncomeYear,
  interestIncome,
} from "./interest-income.ts";

/** A deposit as the tax year per person needs it: as the family's, with the members it names. */
export interface HeldEarningDeposit extends EarningDeposit {
  /** The household members named on it, first holder first. */
  holderIds: readonly string[];
}

/** One member's part of a financial year's interest. */
export interface MemberInterest {
  member_id: string;
  total: number;
  /** Of the total, interest exempt from income tax (PPF, Sukanya Samriddhi). */
  exempt: number;
  taxable: number;
  /** Largest first, then by name, as the family's are. */
  institutions: { company_id: string; name: string; interest: number }[];
}

export interface HouseholdInterestYear extends InterestIncomeYear {
  /** Each first holder's part, largest total first; the totals add up to the year's total. */
  members: MemberInterest[];
}

/**
 * The person a deposit's interest is counted for: its first holder, in whose name the bank
 * aggregates it and deducts TDS; the return declares it in the hands of whoever's money it is,
 * which Kosh takes to be the first holder (docs/product.md#tax-year-interest).
 */
export function firstHolderOf(deposit: HeldEarningDeposit): string {
  const [first] = deposit.holderIds;
  if (first === undefined)
    throw new RangeError(`holder_ids of investment ${deposit.id} is empty`);
  return first;
}

/**
 * Interest per financial year as `interestIncome` counts it (docs/product.md#tax-year-interest),
 * with each member's part: each deposit's interest goes whole to its first holder, so the members'
 * totals, exempt and taxable parts and institutions add up to the family's to the rupee.
 */
export function interestIncomeByMember(
  deposits: readonly HeldEarningDeposit[],
): HouseholdInterestYear[] {
  const byId = new Map(deposits.map((deposit) => [deposit.id, deposit]));
  return interestIncome(deposits).map((year) => {
    const members = new Map<string, MemberInterest>();
    for (const { id, interest, exempt } of year.investments) {
      const deposit = byId.get(id)!;
      const memberId = firstHolderOf(deposit);
      const member = members.get(memberId) ?? {
        member_id: memberId,
        total: 0,
        exempt: 0,
        taxable: 0,
        institutions: [],
      };
      member.total += interest;
      if (exempt) member.exempt += interest;
      else member.taxable += interest;
      const institution = member.institutions.find(
        (entry) => entry.company_id === deposit.companyId,
      );
      if (institution) institution.interest += interest;
      else
        member.institutions.push({
          company_id: deposit.companyId,
          name: deposit.companyName,
          interest,
        });
      members.set(memberId, member);
    }
    return {
      ...year,
      members: [...members.values()]
        .map((member) => ({
          ...member,
          institutions: member.institutions.sort(
            (a, b) => b.interest - a.interest || byName(a.name, b.name),
          ),
        }))
        .sort((a, b) => b.total - a.total || byCode(a.member_id, b.member_id)),
    };
  });
}
