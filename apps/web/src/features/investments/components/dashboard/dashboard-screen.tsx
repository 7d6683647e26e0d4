import type { Investment } from "@kosh/core/contracts/investments";
import {
  companyOptions,
  filterChains,
  NO_FILTER,
  type DashboardFilter,
} from "@kosh/core/investments/dashboard-filter";
import { portfolioSummary } from "@kosh/core/investments/portfolio-summary";
import { renewalChains } from "@kosh/core/investments/renewal-chains";
import { todayIso } from "@kosh/core/format/date";
import { useCallback, useEffect, useMemo, useState } from "react";
import { DrawAfterPaint } from "../../../../components/draw-after-paint.tsx";
import { toast } from "../../../../components/toaster.tsx";
import { useInvestments } from "../../api/get-investments.ts";
import { DashboardFilters } from "./dashboard-filters.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { DashboardSkeleton, ListSkeleton } from "./dashboard-skeleton.tsx";
import { DepositsOverview } from "../deposits/deposits-overview.tsx";
import { EmptyPortfolio } from "./empty-portfolio.tsx";
import type { OnInvestmentAction } from "../investment-action.ts";
import type { DashboardDialog } from "../dialogs/investment-dialogs.tsx";
import { InvestmentsList } from "../list/investments-list.tsx";
import {
  LazyInvestmentDialogs,
  preloadInvestmentDialogs,
} from "../dialogs/lazy-investment-dialogs.tsx";
import { LoadError } from "../load-error.tsx";
import { NoMatches } from "./no-matches.tsx";
import { PortfolioCharts } from "../charts/portfolio-charts.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { useInvestmentLink } from "./use-investment-link.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

export interface DashboardScreenProps {
  /** Called with the list each time it loads; the app derives notifications from it. */
  onInvestmentsLoaded?: (investments: Investment[]) => void;
}

/**
 * My Investments (docs/product.md#my-investments): summary, charts, the filtered list (a page at a
 * time) and the four modals.
 */
export function DashboardScreen({ onInvestmentsLoaded }: DashboardScreenProps) {
  const t = useMessages(investmentMessages);
  // The dashboard route prefetches the list (app/routes/dashboard.tsx).
  const investments = useInvestments({ prefetched: true });
  const data = investments.data;
  const today = todayIso();
  const [filter, setFilter] = useState<DashboardFilter>(NO_FILTER);
  const [dialog, setDialog] = useState<DashboardDialog>(null);

  useEffect(() => {
    if (data) onInvestmentsLoaded?.(data);
  }, [data, onInvestmentsLoaded]);

  const openDetails = useCallback(
    (id: string) => setDialog({ kind: "details", id }),
    [],
  );
  useInvestmentLink(data, openDetails);

  const view = useMemo(() => {
    if (!data) return null;
    const chains = renewalChains(data);
    return {
      summary: portfolioSummary(data, today),
      companies: companyOptions(data),
      chains: filterChains(chains, filter, today),
    };
  }, [data, filter, today]);

  const onAction: OnInvestmentAction = (kind, investment) =>
    setDialog({ kind, id: investment.id });
  const openAdd = () => setDialog({ kind: "add" });

  return (
    // The modals' code is fetched once the person reaches for the page, before any click.
    <div
      className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8"
      onPointerOverCapture={preloadInvestmentDialogs}
      onFocusCapture={preloadInvestmentDialogs}
    >
      <DashboardHeader onAdd={openAdd} canExport={Boolean(data?.length)} />
      {investments.isPending ? (
        <DashboardSkeleton />
      ) : !data || !view ? (
        <LoadError
          message={investments.error?.message ?? t("loadError.fallback")}
          retrying={investments.isFetching}
          onRetry={() => void investments.refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyPortfolio onAdd={openAdd} />
      ) : (
        <>
          <SummaryCards summary={view.summary} />
          <PortfolioCharts investments={data} today={today} />
          {/* Below the fold on a phone: drawn once the figures above have painted. */}
          <DrawAfterPaint placeholder={<ListSkeleton />}>
            <DepositsOverview investments={data} today={today} />
            <section
              aria-labelledby="investments-heading"
              className="space-y-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2
                  id="investments-heading"
                  className="text-lg font-semibold text-slate-900"
                >
                  {t("list.heading")}
                </h2>
                <DashboardFilters
                  companies={view.companies}
                  filter={filter}
                  onChange={setFilter}
                />
              </div>
              {view.chains.length > 0 ? (
                <InvestmentsList
                  // Back to the first page when the filters change or a new investment tops the list.
                  key={`${filter.companyId}|${filter.readyToRenew}|${view.chains[0]!.head.id}`}
                  chains={view.chains}
                  today={today}
                  onAction={onAction}
                />
              ) : (
                <NoMatches onClear={() => setFilter(NO_FILTER)} />
              )}
            </section>
          </DrawAfterPaint>
        </>
      )}
      <LazyInvestmentDialogs
        dialog={dialog}
        investments={data ?? []}
        today={today}
        onAction={onAction}
        onDismiss={() => setDialog(null)}
        onAdded={(investment, how) => {
          setDialog(null);
          // The newcomer goes on top; a filter must not hide it.
          setFilter(NO_FILTER);
          toast({
            title: t(how === "added" ? "toast.added" : "toast.renewed"),
            message: t("toast.addedBody", {
              type: investment.invest_types.type_name,
              company: investment.investment_companies.name,
            }),
          });
        }}
        onClosed={(closed) => {
          setDialog(null);
          toast({
            title: t("toast.closed"),
            message: t("toast.closedBody", {
              type: closed.invest_types.type_name,
              company: closed.investment_companies.name,
            }),
          });
        }}
      />
    </div>
  );
}
