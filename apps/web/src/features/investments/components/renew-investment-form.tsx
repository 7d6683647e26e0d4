import type { Investment } from "@kosh/core/contracts/investments";
import { renewalErrorMessage } from "@kosh/core/investments/renewal-error-message";
import {
  renewalEstimate,
  renewalPrincipal,
  renewalRate,
  renewalRequest,
  suggestedRenewalEndDate,
  type RenewalFormField,
} from "@kosh/core/investments/renewal-form";
import { formatLongDate } from "@kosh/core/format/date";
import { formatIndianNumber, formatInr } from "@kosh/core/format/money";
import { useState, type FormEvent } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useRenewInvestment } from "../api/renew-investment.ts";
import {
  FormAlert,
  FormField,
  inputClass,
  textAreaClass,
} from "./form-field.tsx";

interface RenewInvestmentFormProps {
  investment: Investment;
  onRenewed: (renewal: Investment) => void;
  onCancel: () => void;
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError)
    return renewalErrorMessage(error.status, error.message);
  return renewalErrorMessage(0, error instanceof Error ? error.message : "");
}

/**
 * docs/product.md#renew: a new end date, a rate (empty keeps the original), an optional maturity.
 */
export function RenewInvestmentForm({
  investment,
  onRenewed,
  onCancel,
}: RenewInvestmentFormProps) {
  const [newEndDate, setNewEndDate] = useState(() =>
    suggestedRenewalEndDate(investment),
  );
  const [rate, setRate] = useState("");
  const [maturity, setMaturity] = useState("");
  const [reason, setReason] = useState("");
  const [alert, setAlert] = useState<{
    field?: RenewalFormField;
    message: string;
  } | null>(null);
  const renew = useRenewInvestment();

  const principal = renewalPrincipal(investment);
  const usedRate = renewalRate(investment, rate);
  const estimate =
    usedRate !== null && newEndDate > investment.end_date
      ? renewalEstimate(investment, usedRate, newEndDate)
      : null;
  const invalid = (field: RenewalFormField) =>
    alert?.field === field ? true : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = renewalRequest(investment, {
      newEndDate,
      rate,
      maturity,
      reason,
    });
    if (!result.ok) {
      setAlert({ field: result.field, message: result.message });
      return;
    }
    setAlert(null);
    renew.mutate(
      { id: investment.id, body: result.request },
      {
        onSuccess: onRenewed,
        onError: (error) => setAlert({ message: failureMessage(error) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">
          {investment.investment_companies.name} ·{" "}
          {investment.invest_types.type_name}
        </p>
        <p className="mt-1 text-slate-600">
          Current term {formatLongDate(investment.start_date)} to{" "}
          {formatLongDate(investment.end_date)} at {investment.rate_of_interest}
          %
        </p>
        <p className="mt-3 flex items-baseline justify-between gap-3">
          <span className="text-slate-600">New principal</span>
          <span className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatInr(principal)}
          </span>
        </p>
        <p className="text-xs text-slate-500">
          The maturity amount of this investment, reinvested.
        </p>
      </div>
      <FormAlert message={alert?.message ?? null} />
      <FormField label="New End Date">
        {(control) => (
          <input
            {...control}
            aria-invalid={invalid("new_end_date")}
            type="date"
            required
            min={investment.end_date}
            value={newEndDate}
            onChange={(event) => setNewEndDate(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label="New Interest Rate (%)"
        hint={`Leave empty to keep ${investment.rate_of_interest}%.`}
      >
        {(control) => (
          <input
            {...control}
            aria-invalid={invalid("new_rate")}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(investment.rate_of_interest)}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label="New Maturity Amount (optional)"
        hint={
          estimate !== null
            ? `Leave empty to use the estimate, ${formatInr(estimate)}.`
            : "Leave empty to have it estimated."
        }
      >
        {(control) => (
          <input
            {...control}
            aria-invalid={invalid("new_maturity_amount")}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={estimate !== null ? formatIndianNumber(estimate) : ""}
            value={maturity}
            onChange={(event) => setMaturity(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Reason (optional)">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
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
          disabled={renew.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {renew.isPending && <Spinner />}
          {renew.isPending ? "Renewing…" : "Renew Investment"}
        </button>
      </div>
    </form>
  );
}
