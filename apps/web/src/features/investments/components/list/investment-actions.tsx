import type { Investment } from "@kosh/core/contracts/investments";
import {
  canChange,
  type DisplayStatus,
} from "@kosh/core/investments/display-status";
import type { OnInvestmentAction } from "../investment-action.ts";

interface InvestmentActionsProps {
  investment: Investment;
  status: DisplayStatus;
  onAction: OnInvestmentAction;
  /** Larger touch targets, for a card on a phone. */
  roomy?: boolean;
  /** The id of the text naming the investment, so each "View" is told apart by a screen reader. */
  describedBy?: string;
}

const button =
  "rounded-md font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * View, and renew and close where the status allows them
 * (docs/product.md#investment-status): the same buttons in a table row and on a card.
 */
export function InvestmentActions({
  investment,
  status,
  onAction,
  roomy = false,
  describedBy,
}: InvestmentActionsProps) {
  const size = roomy ? "min-h-11 px-3 py-2 text-sm" : "px-2 py-1 text-sm";
  const action = (
    kind: Parameters<OnInvestmentAction>[0],
    label: string,
    colour: string,
  ) => (
    <button
      type="button"
      aria-describedby={describedBy}
      className={`${button} ${size} ${colour}`}
      onClick={() => onAction(kind, investment)}
    >
      {label}
    </button>
  );
  return (
    <>
      {action("details", "View", "text-slate-700")}
      {canChange(status) && (
        <>
          {action("renew", "Renew", "text-brand-700")}
          {action("close", "Close", "text-red-700")}
        </>
      )}
    </>
  );
}
