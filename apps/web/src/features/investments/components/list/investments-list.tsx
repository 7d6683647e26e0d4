import type { Investment } from "@kosh/core/contracts/investments";
import type { RenewalChain } from "@kosh/core/investments/renewal-chains";
import { useEffect, useRef, useState } from "react";
import type { OnInvestmentAction } from "../investment-action.ts";
import { InvestmentCards } from "./investment-cards.tsx";
import { InvestmentsPagination } from "./investments-pagination.tsx";
import { InvestmentsTable } from "./investments-table.tsx";
import { useWideScreen } from "./use-wide-screen.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

/** Renewal chains per page: a screenful or two, whatever the size of the portfolio. */
export const CHAINS_PER_PAGE = 25;

interface InvestmentsListProps {
  /** Every chain the filters let through; this list shows one page of them. */
  chains: RenewalChain<Investment>[];
  today: string;
  onAction: OnInvestmentAction;
}

/**
 * The investments, a page at a time (docs/product.md#table-and-renewal-chains): a table from tablet
 * width up, cards below it. Filters, summary, charts and export work on the whole list; only the
 * drawing is paged, so the first rows paint fast with a thousand investments
 * (docs/architecture.md#performance-budgets). The dashboard remounts it when the filters change or a
 * new investment comes to the top, which brings it back to the first page.
 */
export function InvestmentsList({
  chains,
  today,
  onAction,
}: InvestmentsListProps) {
  const t = useMessages(investmentMessages);
  const wide = useWideScreen();
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(chains.length / CHAINS_PER_PAGE));
  const pageTop = useRef<HTMLDivElement>(null);
  const turned = useRef(false);
  // After a turn of the page the reader is taken to its top: focus there, so the keyboard and a
  // screen reader carry on from the first investment of the new page.
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    pageTop.current?.focus();
    pageTop.current?.scrollIntoView?.({ block: "start" });
  }, [page]);
  // Closing an investment while 'Ready to Renew' is on can take the last page away.
  const current = Math.min(page, pageCount);
  const start = (current - 1) * CHAINS_PER_PAGE;
  const shown = chains.slice(start, start + CHAINS_PER_PAGE);
  const List = wide ? InvestmentsTable : InvestmentCards;
  return (
    <div className="space-y-3">
      <div
        ref={pageTop}
        role="group"
        aria-label={t("pagination.group", { page: current, count: pageCount })}
        tabIndex={-1}
        className="scroll-mt-4 rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <List chains={shown} today={today} onAction={onAction} />
      </div>
      <InvestmentsPagination
        page={current}
        pageCount={pageCount}
        first={start + 1}
        last={start + shown.length}
        total={chains.length}
        onPage={(target) => {
          turned.current = true;
          setPage(target);
        }}
      />
    </div>
  );
}
