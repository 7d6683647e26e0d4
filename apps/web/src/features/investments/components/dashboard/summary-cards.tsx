import type { PortfolioSummary } from "@kosh/core/investments/portfolio-summary";
import { formatInr } from "@kosh/core/format/money";
import { useMessages, type Translate } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";
import type en from "../../messages/en.ts";

interface Card {
  label: string;
  value: string;
  hint: string;
}

function cards(summary: PortfolioSummary, t: Translate<typeof en>): Card[] {
  return [
    {
      label: t("summary.totalInvested"),
      value: formatInr(summary.totalInvested),
      hint: t("summary.totalInvestedHint"),
    },
    {
      label: t("summary.expectedMaturity"),
      value: formatInr(summary.expectedMaturity),
      hint: t("summary.expectedMaturityHint"),
    },
    {
      label: t("summary.activeInvestments"),
      value: String(summary.activeInvestments),
      hint: t("summary.activeInvestmentsHint"),
    },
    {
      label: t("summary.readyToRenew"),
      value: String(summary.readyToRenew),
      hint: t("summary.readyToRenewHint"),
    },
    {
      label: t("summary.expectedReturns"),
      value: formatInr(summary.expectedReturns),
      hint: t("summary.expectedReturnsHint"),
    },
  ];
}

/** The five cards of docs/product.md#summary-cards; the rules behind them are decision 0003. */
export function SummaryCards({ summary }: { summary: PortfolioSummary }) {
  const t = useMessages(investmentMessages);
  return (
    <section aria-label={t("summary.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards(summary, t).map((card, index) => (
          <div
            key={card.label}
            className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${
              index === 0 ? "col-span-2 sm:col-span-1" : ""
            }`}
          >
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
              {card.value}
            </dd>
            <dd className="mt-1 text-xs text-slate-500">{card.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
