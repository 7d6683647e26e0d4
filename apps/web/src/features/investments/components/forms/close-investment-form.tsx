import {
  closeInvestmentRequest,
  type Investment,
} from "@kosh/core/contracts/investments";
import { formatInr } from "@kosh/core/format/money";
import { FormAlert } from "../../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../../components/form/form-buttons.tsx";
import {
  FormField,
  textAreaClass,
} from "../../../../components/form/form-field.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { useCloseInvestment } from "../../api/close-investment.ts";

interface CloseInvestmentFormProps {
  investment: Investment;
  onClosed: (closed: Investment) => void;
  onCancel: () => void;
}

/** Closing: a reason is required (docs/product.md#close). */
export function CloseInvestmentForm({
  investment,
  onClosed,
  onCancel,
}: CloseInvestmentFormProps) {
  const close = useCloseInvestment();
  const form = useContractForm({
    initial: { transaction_reason: "" },
    schema: closeInvestmentRequest,
    labels: { transaction_reason: "Reason" },
    onEdit: () => close.reset(),
  });

  const submit = form.submit(({ transaction_reason }) =>
    close.mutate(
      { id: investment.id, reason: transaction_reason },
      { onSuccess: onClosed },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        Closing marks the{" "}
        <strong>
          {investment.invest_types.type_name} with{" "}
          {investment.investment_companies.name} (
          {formatInr(investment.principal_amount)})
        </strong>{" "}
        as paid out. It stays in your list as closed and can no longer be
        renewed.
      </p>
      <FormAlert message={close.error?.message} />
      <FormField
        label="Reason for closing"
        error={form.errors.transaction_reason}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.text("transaction_reason")}
            rows={3}
            required
            placeholder="e.g. Matured and paid out to savings account"
            className={textAreaClass}
          />
        )}
      </FormField>
      <FormButtons
        submitLabel="Close Investment"
        pendingLabel="Closing…"
        pending={close.isPending}
        onCancel={onCancel}
        danger
      />
    </form>
  );
}
