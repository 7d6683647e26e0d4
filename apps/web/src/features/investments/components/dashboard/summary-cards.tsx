import type { PortfolioSummary } from "@kosh/core/investments/portfolio-summary";
import { formatInr } from "@kosh/core/format/money";

interface Card {
  label: string;
  value: string;
  hint: string;
}

function cards(summary: PortfolioSummary): Card[] {
  return [
    {
      label: "Total Invested",
      value: formatInr(summary.totalInvested),
      hint: "First principal of each active chain",
    },
    {
      label: "Expected Maturity",
      value: formatInr(summary.expectedMaturity),
      hint: "What the active investments pay out",
    },
    {
      label: "Active Investments",
      value: String(summary.activeInvestments),
      hint: "Including matured, not yet renewed or closed",
    },
    {
      label: "Ready to Renew",
      value: String(summary.readyToRenew),
      hint: "Ending within 30 days or already past",
    },
    {
      label: "Expected Returns",
      value: formatInr(summary.expectedReturns),
      hint: "Expected Maturity less Total Invested, plus interest paid out",
    },
  ];
}

/** The five cards of docs/product.md#summary-cards; the rules behind them are decision 0003. */
export function SummaryCards({ summary }: { summary: PortfolioSummary }) {
  return (
    <section aria-label="Summary">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards(summary).map((card, index) => (
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
