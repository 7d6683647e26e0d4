import type { Investment } from "@kosh/core/contracts/investments";
import {
  canChange,
  displayStatus,
} from "@kosh/core/investments/display-status";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import type { OnInvestmentAction } from "./investment-action.ts";
import { PreviousBadge, StatusBadge } from "./status-badge.tsx";

export interface ChainToggle {
  expanded: boolean;
  previousCount: number;
  controls: string;
  onToggle: () => void;
}

interface InvestmentRowProps {
  investment: Investment;
  today: string;
  /** Set on an investment that a renewal replaced: it is shown under its chain's row. */
  previous?: boolean;
  id?: string;
  hidden?: boolean;
  toggle?: ChainToggle;
  onAction: OnInvestmentAction;
}

const actionButton =
  "rounded-md px-2 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * One investment as a table row: the columns of docs/product.md#table-and-renewal-chains and the
 * actions its status allows.
 */
export function InvestmentRow({
  investment,
  today,
  previous = false,
  id,
  hidden,
  toggle,
  onAction,
}: InvestmentRowProps) {
  const status = displayStatus(investment, today);
  return (
    <tr
      id={id}
      hidden={hidden}
      className={previous ? "bg-slate-50 text-slate-700" : "bg-white"}
    >
      <td className={`min-w-36 py-3 pr-3 ${previous ? "pl-9" : "pl-4"}`}>
        <div className="font-medium text-slate-900">
          {investment.investment_companies.name}
        </div>
        {toggle && (
          <button
            type="button"
            aria-expanded={toggle.expanded}
            aria-controls={toggle.controls}
            onClick={toggle.onToggle}
            className="mt-0.5 inline-flex items-center gap-1 rounded text-xs font-medium whitespace-nowrap text-brand-700 hover:underline"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`size-3.5 fill-current transition-transform ${toggle.expanded ? "rotate-90" : ""}`}
            >
              <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
            </svg>
            {toggle.expanded ? "Hide" : "Show"} {toggle.previousCount} previous
          </button>
        )}
      </td>
      <td className="px-3 py-3">{investment.invest_types.type_name}</td>
      <td className="px-3 py-3 text-right tabular-nums">
        {formatInr(investment.principal_amount)}
      </td>
      <td className="px-3 py-3 text-right tabular-nums">
        {investment.rate_of_interest}%
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {formatLongDate(investment.start_date)}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {formatLongDate(investment.end_date)}
      </td>
      <td className="px-3 py-3 text-right tabular-nums">
        {investment.maturity_amount === null
          ? "—"
          : formatInr(investment.maturity_amount)}
      </td>
      <td className="px-3 py-3">
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={status} />
          {previous && <PreviousBadge />}
        </span>
      </td>
      <td className="py-3 pr-4 pl-3">
        <span className="flex justify-end gap-1">
          <button
            type="button"
            className={`${actionButton} text-slate-700`}
            onClick={() => onAction("details", investment)}
          >
            View
          </button>
          {canChange(status) && (
            <>
              <button
                type="button"
                className={`${actionButton} text-brand-700`}
                onClick={() => onAction("renew", investment)}
              >
                Renew
              </button>
              <button
                type="button"
                className={`${actionButton} text-red-700`}
                onClick={() => onAction("close", investment)}
              >
                Close
              </button>
            </>
          )}
        </span>
      </td>
    </tr>
  );
}
