import type { Investment } from "@kosh/core/contracts/investments";
import { Modal } from "../../../../components/modal.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";
import { AddInvestmentForm } from "../forms/add-investment-form.tsx";
import { CloseInvestmentForm } from "../forms/close-investment-form.tsx";
import type {
  InvestmentAction,
  OnInvestmentAction,
} from "../investment-action.ts";
import { InvestmentDetails } from "./investment-details.tsx";
import { RenewInvestmentForm } from "../forms/renew-investment-form.tsx";

/**
 * Which of the four modals (add, renew, details, close; docs/product.md#my-investments) is open,
 * and for which investment.
 */
export type DashboardDialog =
  { kind: "add" } | { kind: InvestmentAction; id: string } | null;

const TITLES = {
  add: "dialog.add",
  renew: "dialog.renew",
  details: "dialog.details",
  close: "dialog.close",
} as const;

export interface InvestmentDialogsProps {
  dialog: DashboardDialog;
  investments: Investment[];
  today: string;
  onAction: OnInvestmentAction;
  onDismiss: () => void;
  /** A new investment was added or an old one renewed: it is the list's newest. */
  onAdded: (investment: Investment, how: "added" | "renewed") => void;
  onClosed: (investment: Investment) => void;
}

export function InvestmentDialogs({
  dialog,
  investments,
  today,
  onAction,
  onDismiss,
  onAdded,
  onClosed,
}: InvestmentDialogsProps) {
  const t = useMessages(investmentFormMessages);
  // The modal reads the investment from the live list, so a refetch shows at once.
  const investment =
    dialog && dialog.kind !== "add"
      ? investments.find((entry) => entry.id === dialog.id)
      : undefined;
  const open = dialog?.kind === "add" || investment !== undefined;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      title={dialog ? t(TITLES[dialog.kind]) : ""}
      size={dialog?.kind === "add" ? "lg" : "md"}
    >
      {dialog?.kind === "add" && (
        <AddInvestmentForm
          onAdded={(added) => onAdded(added, "added")}
          onCancel={onDismiss}
        />
      )}
      {dialog?.kind === "details" && investment && (
        <InvestmentDetails
          investment={investment}
          investments={investments}
          today={today}
          onAction={onAction}
        />
      )}
      {dialog?.kind === "renew" && investment && (
        <RenewInvestmentForm
          key={investment.id}
          investment={investment}
          onRenewed={(renewal) => onAdded(renewal, "renewed")}
          onCancel={onDismiss}
        />
      )}
      {dialog?.kind === "close" && investment && (
        <CloseInvestmentForm
          key={investment.id}
          investment={investment}
          onClosed={onClosed}
          onCancel={onDismiss}
        />
      )}
    </Modal>
  );
}
