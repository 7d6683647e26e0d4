import type { Investment } from "@kosh/core/contracts/investments";
import {
  canChange,
  type DisplayStatus,
} from "@kosh/core/investments/display-status";
import {
  Button,
  type ButtonVariant,
} from "../../../../components/ui/button.tsx";
import { isExtendableOn } from "@kosh/core/deposits/account-extension";
import { isRenewable } from "@kosh/core/deposits/investment-scheme";
import type { OnInvestmentAction } from "../investment-action.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";
import { useCanChangeHousehold } from "../../../../lib/households.ts";

interface InvestmentActionsProps {
  investment: Investment;
  status: DisplayStatus;
  /** The day the list is shown for (YYYY-MM-DD). */
  today: string;
  onAction: OnInvestmentAction;
  /** Larger touch targets, for a card on a phone. */
  roomy?: boolean;
  /**
   * The ids of the text naming the investment (its company and type), so a screen reader tells
   * each "View", "Renew" and "Close" apart: a card's title, a row's first two cells.
   */
  describedBy: string;
}

/**
 * View, and renew and close where the status allows them
 * (docs/product.md#investment-status), renew only where the scheme is renewed, and extend a PPF
 * account from its maturity day on, as its details do (docs/product.md#ppf-extension): the same
 * buttons in a table row and on a card.
 */
export function InvestmentActions({
  investment,
  status,
  today,
  onAction,
  roomy = false,
  describedBy,
}: InvestmentActionsProps) {
  const t = useMessages(investmentMessages);
  // Shared to view only: View alone (docs/product.md#household).
  const changeable = useCanChangeHousehold() && canChange(status);
  const action = (
    kind: Parameters<OnInvestmentAction>[0],
    label: string,
    variant: ButtonVariant,
  ) => (
    <Button
      variant={variant}
      size={roomy ? "sm" : "xs"}
      // A label stays on one line: a table row has the room, and "नवीनीकरण करें" split reads badly.
      className={roomy ? "min-h-11" : "whitespace-nowrap"}
      aria-describedby={describedBy}
      onClick={() => onAction(kind, investment)}
    >
      {label}
    </Button>
  );
  return (
    <>
      {action("details", t("action.view"), "ghostNeutral")}
      {changeable && (
        <>
          {isRenewable(investment.scheme) &&
            action("renew", t("action.renew"), "ghost")}
          {isExtendableOn(investment, today) &&
            action("extend", t("action.extend"), "ghost")}
          {action("close", t("action.close"), "ghostDanger")}
        </>
      )}
    </>
  );
}
