import type { Investment } from "@kosh/core/contracts/investments";
import { useId } from "react";
import { displayStatus } from "@kosh/core/investments/display-status";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { ChainToggleButton, type ChainToggle } from "./chain-toggle.tsx";
import type { OnInvestmentAction } from "../investment-action.ts";
import { InvestmentActions } from "./investment-actions.tsx";
import { PreviousBadge, StatusBadge } from "./status-badge.tsx";
import { useMaturityText } from "./use-maturity-text.ts";
import { useLocale } from "../../../../lib/i18n/locale.tsx";

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
  const locale = useLocale();
  const maturityText = useMaturityText();
  const status = displayStatus(investment, today);
  // The company and type name the investment each action acts on, as on a phone's card.
  const nameId = useId();
  return (
    <tr
      id={id}
      hidden={hidden}
      className={previous ? "bg-slate-50 text-slate-700" : "bg-white"}
    >
      <td className={`min-w-36 py-3 pr-2 ${previous ? "pl-9" : "pl-4"}`}>
        <div id={`${nameId}-company`} className="font-medium text-slate-900">
          {investment.investment_companies.name}
        </div>
        {toggle && <ChainToggleButton toggle={toggle} className="mt-0.5" />}
      </td>
      <td id={`${nameId}-type`} className="px-2 py-3">
        {investment.invest_types.type_name}
      </td>
      <td className="px-2 py-3 text-right tabular-nums">
        {formatInr(investment.principal_amount)}
      </td>
      <td className="px-2 py-3 text-right tabular-nums">
        {investment.rate_of_interest}%
      </td>
      <td className="px-2 py-3 whitespace-nowrap">
        {formatLongDate(investment.start_date, locale)}
      </td>
      <td className="px-2 py-3 whitespace-nowrap">
        {formatLongDate(investment.end_date, locale)}
      </td>
      <td className="px-2 py-3 text-right tabular-nums">
        <MaturityLines text={maturityText(investment)} />
      </td>
      <td className="px-2 py-3">
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={status} />
          {previous && <PreviousBadge />}
        </span>
      </td>
      <td className="py-3 pr-4 pl-2">
        <span className="flex justify-end gap-1">
          <InvestmentActions
            investment={investment}
            status={status}
            today={today}
            onAction={onAction}
            describedBy={`${nameId}-company ${nameId}-type`}
          />
        </span>
      </td>
    </tr>
  );
}

/**
 * A payout deposit's maturity: what comes back, then what it pays ('₹15,00,000 +' over '₹30,750 a
 * quarter' when the column is narrow). The payout moves to its own line whole, and wraps inside
 * itself only where the column is narrower still, so the column can be as narrow as its longest
 * figure and the table fits a laptop's width.
 */
function MaturityLines({ text }: { text: string }) {
  const plus = text.indexOf(" + ");
  if (plus < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, plus)} +</span>{" "}
      <span className="inline-block">{text.slice(plus + 3)}</span>
    </>
  );
}
