import type { Investment } from "@kosh/core/contracts/investments";
import type { RenewalChain } from "@kosh/core/investments/renewal-chains";
import {
  ListTable,
  type ListColumn,
} from "../../../../components/ui/table.tsx";
import { DrawnInSlices } from "../../../../components/draw-after-paint.tsx";
import { useChainToggle } from "./chain-toggle.tsx";
import { ROWS_PER_SLICE } from "./list-slices.ts";
import type { OnInvestmentAction } from "../investment-action.ts";
import { InvestmentRow } from "./investment-row.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

/** The columns, by their message, in docs/product.md#table-and-renewal-chains's order. */
const COLUMNS = [
  { key: "column.company" },
  { key: "column.type" },
  { key: "column.amount", align: "right" },
  { key: "column.rate", align: "right" },
  { key: "column.startDate" },
  { key: "column.endDate" },
  { key: "column.maturity", align: "right" },
  { key: "column.status" },
  { key: "column.actions", align: "right" },
] as const satisfies readonly (Omit<ListColumn, "label"> & {
  key: `column.${string}`;
})[];

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
  const t = useMessages(investmentMessages);
  const columns: ListColumn[] = COLUMNS.map(({ key, ...column }) => ({
    ...column,
    label: t(key),
  }));
  return (
    <ListTable
      caption={t("list.caption")}
      columns={columns}
      className="min-w-[60rem]"
      dense
    >
      <DrawnInSlices items={chains} size={ROWS_PER_SLICE}>
        {(chain) => (
          <ChainRows
            key={chain.head.id}
            chain={chain}
            today={today}
            onAction={onAction}
          />
        )}
      </DrawnInSlices>
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
