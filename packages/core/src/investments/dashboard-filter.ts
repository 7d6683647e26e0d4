import type { Investment } from "../contracts/investments.ts";
import { byName } from "../format/compare.ts";
import { isReadyToRenew } from "./portfolio-summary.ts";
import type { RenewalChain } from "./renewal-chains.ts";

type FilterFields = Pick<
  Investment,
  | "id"
  | "renewal_reference_id"
  | "company_id"
  | "status"
  | "end_date"
  | "holder_ids"
> & {
  investment_companies: { name: string };
};

export interface DashboardFilter {
  /**
   * A household member's id, or null for 'Everyone': the whole page (cards, charts, maturities,
   * list) shows what that member holds, first or joint (docs/product.md#household).
   */
  memberId: string | null;
  /** A company id, or null for 'All Companies'. */
  companyId: string | null;
  readyToRenew: boolean;
}

export const NO_FILTER: DashboardFilter = {
  memberId: null,
  companyId: null,
  readyToRenew: false,
};

export function isFiltering(filter: DashboardFilter): boolean {
  return (
    filter.memberId !== null || filter.companyId !== null || filter.readyToRenew
  );
}

/** The investments `memberId` holds, as first or joint holder; every one for null ('Everyone'). */
export function heldBy<T extends Pick<Investment, "holder_ids">>(
  investments: T[],
  memberId: string | null,
): T[] {
  if (memberId === null) return investments;
  return investments.filter((investment) =>
    investment.holder_ids.includes(memberId),
  );
}

/**
 * The chains the table shows. A chain is judged by its newest investment, the one its row shows;
 * 'Ready to Renew' uses the same rule as the summary card, so the two always agree.
 */
export function filterChains<T extends FilterFields>(
  chains: readonly RenewalChain<T>[],
  filter: DashboardFilter,
  today: string,
): RenewalChain<T>[] {
  return chains.filter(
    ({ head }) =>
      (filter.companyId === null || head.company_id === filter.companyId) &&
      (!filter.readyToRenew || isReadyToRenew(head, today)),
  );
}

export interface CompanyOption {
  id: string;
  name: string;
}

/** The companies the person actually holds something with, by name: the filter offers nothing empty. */
export function companyOptions(
  investments: readonly FilterFields[],
): CompanyOption[] {
  const byId = new Map<string, string>();
  for (const investment of investments)
    byId.set(investment.company_id, investment.investment_companies.name);
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => byName(a.name, b.name));
}
