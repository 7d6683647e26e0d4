import type { Investment } from "@kosh/core/contracts/investments";
import type { RenewalChain } from "@kosh/core/investments/renewal-chains";
import { useChainToggle } from "./chain-toggle.tsx";
import type { OnInvestmentAction } from "../investment-action.ts";
import { InvestmentRow } from "./investment-row.tsx";

const COLUMNS = [
  { label: "Company", align: "left" },
  { label: "Type", align: "left" },
  { label: "Amount", align: "right" },
  { label: "Rate", align: "right" },
  { label: "Start Date", align: "left" },
  { label: "End Date", align: "left" },
  { label: "Maturity", align: "right" },
  { label: "Status", align: "left" },
  { label: "Actions", align: "right" },
] as const;

interface InvestmentsTableProps {
  chains: RenewalChain<Investment>[];
  today: string;
  onAction: OnInvestmentAction;
}

/**
 * The investments table (docs/product.md#table-and-renewal-chains). Each renewal chain is its own
 * row group: the newest investment, and under it on demand the ones it replaced. From tablet width
 * up; a phone shows the same chains as cards (investment-cards.tsx). Should a narrow tablet still
 * lack room, the table scrolls inside its frame, not the page.
 */
export function InvestmentsTable({
  chains,
  today,
  onAction,
}: InvestmentsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">
          Your investments, newest first. Renewed investments are grouped with
          the ones they replaced.
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={`py-3 ${index === 0 ? "pl-4" : "px-3"} ${
                  column.align === "right" ? "text-right" : ""
                } ${index === COLUMNS.length - 1 ? "pr-4" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {chains.map((chain) => (
          <ChainRows
            key={chain.head.id}
            chain={chain}
            today={today}
            onAction={onAction}
          />
        ))}
      </table>
    </div>
  );
}

function ChainRows({
  chain,
  today,
  onAction,
}: {
  chain: RenewalChain<Investment>;
  today: string;
  onAction: OnInvestmentAction;
}) {
  const { expanded, previousIds, toggle } = useChainToggle(
    chain.previous.length,
  );
  return (
    <tbody className="divide-y divide-slate-100 border-b border-slate-200 last:border-b-0">
      <InvestmentRow
        investment={chain.head}
        today={today}
        onAction={onAction}
        toggle={toggle}
      />
      {chain.previous.map((investment, index) => (
        <InvestmentRow
          key={investment.id}
          id={previousIds[index]}
          hidden={!expanded}
          investment={investment}
          today={today}
          previous
          onAction={onAction}
        />
      ))}
    </tbody>
  );
}
