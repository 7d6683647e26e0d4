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
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

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
  const t = useMessages(investmentFormMessages);
  const close = useCloseInvestment();
  const form = useContractForm({
    initial: { transaction_reason: "" },
    schema: closeInvestmentRequest,
    labels: { transaction_reason: t("close.reasonName") },
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
        {t("close.introBefore")}{" "}
        <strong>
          {t("close.what", {
            type: investment.invest_types.type_name,
            company: investment.investment_companies.name,
            amount: formatInr(investment.principal_amount),
          })}
        </strong>{" "}
        {t("close.introAfter")}
      </p>
      <FormAlert message={close.error?.message} />
      <FormField
        label={t("close.reason")}
        error={form.errors.transaction_reason}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.text("transaction_reason")}
            rows={3}
            required
            placeholder={t("close.reasonExample")}
            className={textAreaClass}
          />
        )}
      </FormField>
      <FormButtons
        submitLabel={t("close.submit")}
        pendingLabel={t("close.pending")}
        pending={close.isPending}
        onCancel={onCancel}
        danger
      />
    </form>
  );
}
