import { formatIndianNumber } from "@kosh/core/format/money";
import { Button } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface InvestmentsPaginationProps {
  page: number;
  pageCount: number;
  /** The 1-based positions of the first and last chain shown, and how many there are in all. */
  first: number;
  last: number;
  total: number;
  onPage: (page: number) => void;
}

const button = "min-h-11 aria-disabled:hover:bg-white";

/**
 * Pages of the investments list (docs/product.md#table-and-renewal-chains). The range shown is a
 * polite live region, so a screen reader hears "Showing 26–50 of 750 investments" after each turn
 * of the page or change of filter. Buttons at an end are aria-disabled rather than disabled, so
 * keyboard focus stays on them.
 */
export function InvestmentsPagination({
  page,
  pageCount,
  first,
  last,
  total,
  onPage,
}: InvestmentsPaginationProps) {
  const t = useMessages(investmentMessages);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPage(target);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-slate-600 tabular-nums">
        {t(total === 1 ? "pagination.showingOne" : "pagination.showing", {
          first,
          last,
          total: formatIndianNumber(total),
        })}
      </p>
      {pageCount > 1 && (
        <nav
          aria-label={t("pagination.nav")}
          className="flex items-center gap-2"
        >
          <Button
            className={button}
            aria-disabled={page === 1}
            onClick={() => go(page - 1)}
          >
            {t("pagination.previous")}
          </Button>
          <label className="flex items-center gap-1.5 text-sm text-slate-700">
            <span aria-hidden="true">{t("pagination.page")}</span>
            <select
              aria-label={t("pagination.pageOutOf", { count: pageCount })}
              value={page}
              onChange={(event) => go(Number(event.target.value))}
              className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums"
            >
              {Array.from({ length: pageCount }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
            <span aria-hidden="true" className="whitespace-nowrap">
              {t("pagination.of", { count: pageCount })}
            </span>
          </label>
          <Button
            className={button}
            aria-disabled={page === pageCount}
            onClick={() => go(page + 1)}
          >
            {t("pagination.next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
