import type { Investment } from "@kosh/core/contracts/investments";
import type { RenewalChain } from "@kosh/core/investments/renewal-chains";
import {
  ListTable,
  type ListColumn,
} from "../../../../components/ui/table.tsx";
import { useChainToggle } from "./chain-toggle.tsx";
import type { OnInvestmentAction } from "../investment-action.ts";
import { InvestmentRow } from "./investment-row.tsx";

const COLUMNS: ListColumn[] = [
  { label: "Company" },
  { label: "Type" },
  { label: "Amount", align: "right" },
  { label: "Rate", align: "right" },
  { label: "Start Date" },
  { label: "End Date" },
  { label: "Maturity", align: "right" },
  { label: "Status" },
  { label: "Actions", align: "right" },
];

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
    <ListTable
      caption="Your investments, newest first. Renewed investments are grouped with the ones they replaced."
      columns={COLUMNS}
      className="min-w-[60rem]"
    >
      {chains.map((chain) => (
        <ChainRows
          key={chain.head.id}
          chain={chain}
          today={today}
          onAction={onAction}
        />
      ))}
    </ListTable>
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
