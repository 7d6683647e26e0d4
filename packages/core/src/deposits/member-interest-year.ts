import type { InterestIncome, Investment } from "../contracts/investments.ts";

type IncomeYear = InterestIncome["years"][number];

/** A year as the tax-year screen shows it: the family's, or one member's part. */
export type ShownIncomeYear = Omit<IncomeYear, "members">;

/**
 * One member's part of a financial year (docs/product.md#tax-year-interest): their total, exempt
 * and taxable interest and each institution's, as the answer's `members` gives them, and the
 * deposits whose first holder they are, to whom a deposit's interest goes whole. A member with no
 * interest that year has a year of nothing. `memberId` null: the family's year as it is.
 */
export function memberInterestYear(
  year: IncomeYear,
  memberId: string | null,
  investments: readonly Pick<Investment, "id" | "holder_ids">[],
): ShownIncomeYear {
  const { members, ...family } = year;
  if (memberId === null) return family;
  const part = members.find((member) => member.member_id === memberId);
  const firstHolder = new Map(
    investments.map((investment) => [investment.id, investment.holder_ids[0]]),
  );
  return {
    financial_year: year.financial_year,
    total: part?.total ?? 0,
    exempt: part?.exempt ?? 0,
    taxable: part?.taxable ?? 0,
    institutions: part?.institutions ?? [],
    investments: year.investments.filter(
      (deposit) => firstHolder.get(deposit.id) === memberId,
    ),
  };
}
