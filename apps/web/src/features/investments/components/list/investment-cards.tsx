import type { Investment } from "@kosh/core/contracts/investments";
import { displayStatus } from "@kosh/core/investments/display-status";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import type { RenewalChain } from "@kosh/core/investments/renewal-chains";
import { useId } from "react";
import { DrawnInSlices } from "../../../../components/draw-after-paint.tsx";
import {
  ChainToggleButton,
  useChainToggle,
  type ChainToggle,
} from "./chain-toggle.tsx";
import type { OnInvestmentAction } from "../investment-action.ts";
import { InvestmentActions } from "./investment-actions.tsx";
import { CARDS_PER_SLICE } from "./list-slices.ts";
import { PreviousBadge, StatusBadge } from "./status-badge.tsx";
import { useMaturityText } from "./use-maturity-text.ts";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface InvestmentCardsProps {
  chains: RenewalChain<Investment>[];
  today: string;
  onAction: OnInvestmentAction;
}

/**
 * The investments on a phone (docs/product.md#table-and-renewal-chains): a card per renewal chain,
 * the ones it replaced listed under it on demand.
 */
export function InvestmentCards({
  chains,
  today,
  onAction,
}: InvestmentCardsProps) {
  const t = useMessages(investmentMessages);
  return (
    <ul aria-label={t("list.cards")} className="space-y-3">
      <DrawnInSlices items={chains} size={CARDS_PER_SLICE}>
        {(chain) => (
          <ChainCard
            key={chain.head.id}
            chain={chain}
            today={today}
            onAction={onAction}
          />
        )}
      </DrawnInSlices>
    </ul>
  );
}

function ChainCard({
  chain,
  today,
  onAction,
}: {
  chain: RenewalChain<Investment>;
  today: string;
  onAction: OnInvestmentAction;
}) {
  const t = useMessages(investmentMessages);
  const { expanded, previousIds, toggle } = useChainToggle(
    chain.previous.length,
  );
  return (
    <li className="drawn-when-near rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <InvestmentCard
        investment={chain.head}
        today={today}
        onAction={onAction}
        toggle={toggle}
      />
      {chain.previous.length > 0 && (
        <ul
          aria-label={t("list.previousOfChain")}
          className="border-t border-slate-200"
        >
          {chain.previous.map((investment, index) => (
            <li
              key={investment.id}
              id={previousIds[index]}
              hidden={!expanded}
              className="border-b border-slate-100 bg-slate-50 pl-4 last:rounded-b-xl last:border-b-0"
            >
              <InvestmentCard
                investment={investment}
                today={today}
                onAction={onAction}
                previous
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function InvestmentCard({
  investment,
  today,
  onAction,
  previous = false,
  toggle,
}: {
  investment: Investment;
  today: string;
  onAction: OnInvestmentAction;
  previous?: boolean;
  toggle?: ChainToggle;
}) {
  const t = useMessages(investmentMessages);
  const locale = useLocale();
  const maturityText = useMaturityText();
  const status = displayStatus(investment, today);
  const titleId = useId();
  const company = investment.investment_companies.name;
  const type = investment.invest_types.type_name;
  return (
    <article aria-labelledby={titleId} className="p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-medium text-slate-900">
          {company}{" "}
          <span className="block text-sm font-normal text-slate-600">
            {type}
          </span>
        </h3>
        <span className="flex shrink-0 flex-wrap justify-end gap-1">
          <StatusBadge status={status} />
          {previous && <PreviousBadge />}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <CardFact
          label={t("column.amount")}
          value={formatInr(investment.principal_amount)}
        />
        <CardFact
          label={t("column.rate")}
          value={`${investment.rate_of_interest}%`}
        />
        <CardFact
          label={t("column.maturity")}
          value={maturityText(investment)}
        />
        <CardFact
          label={t("column.endDate")}
          value={formatLongDate(investment.end_date, locale)}
        />
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {toggle ? (
          <ChainToggleButton toggle={toggle} className="min-h-11 text-sm" />
        ) : (
          <span />
        )}
        <span className="-mr-2 flex gap-1">
          <InvestmentActions
            investment={investment}
            status={status}
            today={today}
            onAction={onAction}
            roomy
            describedBy={titleId}
          />
        </span>
      </div>
    </article>
  );
}

function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
