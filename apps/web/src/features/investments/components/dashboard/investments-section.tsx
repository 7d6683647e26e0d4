import type { Investment } from "@kosh/core/contracts/investments";
import {
  NO_FILTER,
  type CompanyOption,
  type DashboardFilter,
} from "@kosh/core/investments/dashboard-filter";
import type { RenewalChain } from "@kosh/core/investments/renewal-chains";
import { DashboardFilters } from "./dashboard-filters.tsx";
import type { OnInvestmentAction } from "../investment-action.ts";
import { InvestmentsList } from "../list/investments-list.tsx";
import { NoMatches } from "./no-matches.tsx";
import { Link } from "wouter";
import { useCanChangeHousehold } from "../../../../lib/households.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface InvestmentsSectionProps {
  companies: CompanyOption[];
  filter: DashboardFilter;
  onFilterChange: (filter: DashboardFilter) => void;
  /** The chains the filter lets through. */
  chains: RenewalChain<Investment>[];
  today: string;
  onAction: OnInvestmentAction;
}

/** 'Your Investments': the filters and the list they narrow (docs/product.md#filters). */
export function InvestmentsSection({
  companies,
  filter,
  onFilterChange,
  chains,
  today,
  onAction,
}: InvestmentsSectionProps) {
  const t = useMessages(investmentMessages);
  const canChange = useCanChangeHousehold();
  return (
    <section aria-labelledby="investments-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="investments-heading"
          className="text-lg font-semibold text-slate-900"
        >
          {t("list.heading")}
        </h2>
        <DashboardFilters
          companies={companies}
          filter={filter}
          onChange={onFilterChange}
        />
      </div>
      {chains.length > 0 ? (
        <InvestmentsList
          // Back to the first page when the filters change or a new investment tops the list.
          key={`${filter.memberId}|${filter.companyId}|${filter.readyToRenew}|${chains[0]!.head.id}`}
          chains={chains}
          today={today}
          onAction={onAction}
        />
      ) : (
        <NoMatches onClear={() => onFilterChange(NO_FILTER)} />
      )}
      {canChange && (
        // Investments from a file (docs/product.md#import), below the list: a link in the header
        // sat under the top bar's open Calculators menu.
        <p className="text-sm">
          <Link
            href="/import"
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {t("header.import")}
          </Link>
        </p>
      )}
    </section>
  );
}
