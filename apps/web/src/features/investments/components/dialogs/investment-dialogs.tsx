import type { Investment } from "@kosh/core/contracts/investments";
import { formatLongDate } from "@kosh/core/format/date";
import { Modal } from "../../../../components/modal.tsx";
import { toast } from "../../../../components/toaster.tsx";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";
import { AddInvestmentForm } from "../forms/add-investment-form.tsx";
import { CloseInvestmentForm } from "../forms/close-investment-form.tsx";
import { ExtendAccountForm } from "../forms/extend-account-form.tsx";
import type {
  InvestmentAction,
  OnInvestmentAction,
} from "../investment-action.ts";
import { InvestmentDetails } from "./investment-details.tsx";
import { RenewInvestmentForm } from "../forms/renew-investment-form.tsx";

/**
 * Which of the modals (add, renew, extend, details, close; docs/product.md#my-investments) is
 * open, and for which investment.
 */
export type DashboardDialog =
  { kind: "add" } | { kind: InvestmentAction; id: string } | null;

const TITLES = {
  add: "dialog.add",
  renew: "dialog.renew",
  extend: "dialog.extend",
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
  const locale = useLocale();
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
      {dialog?.kind === "extend" && investment && (
        <ExtendAccountForm
          key={investment.id}
          investment={investment}
          today={today}
          onExtended={(extended) => {
            // Back to the account's details, which show the new maturity.
            onAction("details", extended);
            toast({
              title: t("extend.done"),
              message: t("extend.doneBody", {
                type: extended.invest_types.type_name,
                company: extended.investment_companies.name,
                date: formatLongDate(extended.end_date, locale),
              }),
            });
          }}
          onCancel={() => onAction("details", investment)}
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
