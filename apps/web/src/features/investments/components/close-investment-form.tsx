import type { Investment } from "@kosh/core/contracts/investments";
import { formatInr } from "@kosh/core/format/money";
import { useState, type FormEvent } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { useCloseInvestment } from "../api/close-investment.ts";
import { FormAlert, FormField, textAreaClass } from "./form-field.tsx";

interface CloseInvestmentFormProps {
  investment: Investment;
  onClosed: (closed: Investment) => void;
  onCancel: () => void;
}

/** A reason is required (docs/product.md#close). */
export function CloseInvestmentForm({
  investment,
  onClosed,
  onCancel,
}: CloseInvestmentFormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = useCloseInvestment();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError("Reason is required");
      return;
    }
    close.mutate(
      { id: investment.id, reason: trimmed },
      { onSuccess: onClosed },
    );
  }

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
      <FormAlert message={close.error?.message ?? null} />
      <FormField label="Reason for closing" error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            required
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            placeholder="e.g. Matured and paid out to savings account"
            className={textAreaClass}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={close.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {close.isPending && <Spinner />}
          {close.isPending ? "Closing…" : "Close Investment"}
        </button>
      </div>
    </form>
  );
}
