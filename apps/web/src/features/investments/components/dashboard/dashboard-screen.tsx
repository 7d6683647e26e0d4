import type { Investment } from "@kosh/core/contracts/investments";
import {
  companyOptions,
  filterChains,
  heldBy,
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
import { useMembers } from "../../../../lib/household-members.ts";
import { useMemberChoice } from "../../../../lib/member-choice.ts";
import { MemberFilter, shownMember } from "../holders/member-filter.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { DashboardSkeleton, ListSkeleton } from "./dashboard-skeleton.tsx";
import { DepositsOverview } from "../deposits/deposits-overview.tsx";
import { EmptyPortfolio } from "./empty-portfolio.tsx";
import type { OnInvestmentAction } from "../investment-action.ts";
import type { DashboardDialog } from "../dialogs/investment-dialogs.tsx";
import { InvestmentsSection } from "./investments-section.tsx";
import { useWideScreen } from "../list/use-wide-screen.ts";
import {
  LazyInvestmentDialogs,
  preloadInvestmentDialogs,
} from "../dialogs/lazy-investment-dialogs.tsx";
import { LoadError } from "../load-error.tsx";
import { PortfolioCharts } from "../charts/portfolio-charts.tsx";
import { UpcomingMaturitiesCard } from "../charts/upcoming-maturities-card.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { useInvestmentLink } from "./use-investment-link.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";
import { useCanChangeHousehold } from "../../../../lib/households.ts";

export interface DashboardScreenProps {
  /** Called with the list each time it loads; the app derives notifications from it. */
  onInvestmentsLoaded?: (investments: Investment[]) => void;
}

const PAGE_FRAME = "mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8";

/**
 * The page while the stored session is checked: its header and the figures' shape, as the page
 * draws them while its list loads, so nothing moves when it arrives. The build draws it into the
 * page's HTML, which the browser paints before any script (docs/architecture.md#first-paint).
 */
export function DashboardPlaceholder() {
  return (
    <div className={PAGE_FRAME}>
      <DashboardHeader canExport={false} />
      <DashboardSkeleton />
    </div>
  );
}

/**
 * My Investments (docs/product.md#my-investments): summary, charts, the filtered list (a page at a
 * time), the deposit sections and the four modals.
 */
export function DashboardScreen({ onInvestmentsLoaded }: DashboardScreenProps) {
  const t = useMessages(investmentMessages);
  // The dashboard route prefetches the list (app/routes/dashboard.tsx).
  const investments = useInvestments({ prefetched: true });
  const data = investments.data;
  const today = todayIso();
  // The member is the choice the tax-year screen shares (lib/member-choice.ts); the company and
  // 'Ready to Renew' are this page's own.
  const [chosenMember, setChosenMember] = useMemberChoice();
  const [pageFilter, setPageFilter] = useState<DashboardFilter>(NO_FILTER);
  const membersQuery = useMembers();
  const members = membersQuery.data;
  const memberId = shownMember(members, chosenMember);
  const filter = useMemo(
    () => ({ ...pageFilter, memberId }),
    [pageFilter, memberId],
  );
  const setFilter = useCallback(
    (next: DashboardFilter) => {
      setPageFilter(next);
      setChosenMember(next.memberId);
    },
    [setChosenMember],
  );
  const [dialog, setDialog] = useState<DashboardDialog>(null);
  const wide = useWideScreen();
  const canChangeHousehold = useCanChangeHousehold();

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
    // One member chosen: the whole page is what they hold (docs/product.md#household).
    const held = heldBy(data, memberId);
    return {
      held,
      summary: portfolioSummary(held, today),
      companies: companyOptions(held),
      chains: filterChains(renewalChains(held), filter, today),
    };
  }, [data, filter, memberId, today]);

  const onAction: OnInvestmentAction = (kind, investment) =>
    setDialog({ kind, id: investment.id });
  const openAdd = () => setDialog({ kind: "add" });

  return (
    // The modals' code is fetched once the person reaches for the page, before any click.
    <div
      className={PAGE_FRAME}
      onPointerOverCapture={preloadInvestmentDialogs}
      onFocusCapture={preloadInvestmentDialogs}
    >
      <DashboardHeader onAdd={openAdd} canExport={Boolean(data?.length)} />
      {/* The members come with the list (both asked for as the page loads): 'Whose investments'
          appearing after the figures would push them down. A failed members request draws the
          page without the choice. */}
      {investments.isPending || membersQuery.isPending ? (
        <DashboardSkeleton />
      ) : !data || !view ? (
        <LoadError
          error={investments.error}
          fallback={t("loadError.fallback")}
          retrying={investments.isFetching}
          onRetry={() => void investments.refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyPortfolio onAdd={canChangeHousehold ? openAdd : undefined} />
      ) : (
        <>
          <MemberFilter
            members={members}
            value={memberId}
            onChange={(chosen) => setFilter({ ...filter, memberId: chosen })}
          />
          <SummaryCards summary={view.summary} />
          {/* On a phone what a person comes for (what ends next, the list) comes before the
              charts of the whole and the deposit sections; a wide screen has room for all four
              charts at once. Either way the page reads in the order it shows. */}
          {wide ? (
            <PortfolioCharts
              investments={view.held}
              today={today}
              withUpcoming
            />
          ) : (
            <UpcomingMaturitiesCard
              investments={view.held}
              today={today}
              headingLevel={2}
            />
          )}
          {/* Below the fold: drawn once the figures above have painted, and what comes after the
              list once the list has, each in a task of its own (Total Blocking Time,
              docs/architecture.md#first-paint). */}
          <DrawAfterPaint placeholder={<ListSkeleton />}>
            <InvestmentsSection
              companies={view.companies}
              filter={filter}
              onFilterChange={setFilter}
              chains={view.chains}
              today={today}
              onAction={onAction}
            />
            <DrawAfterPaint placeholder={null}>
              {!wide && (
                <PortfolioCharts
                  investments={view.held}
                  today={today}
                  withUpcoming={false}
                />
              )}
              <DepositsOverview investments={view.held} today={today} />
            </DrawAfterPaint>
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
