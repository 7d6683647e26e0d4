import type { Investment } from "@kosh/core/contracts/investments";
import { formatInr } from "@kosh/core/format/money";
import { formatLongDate } from "@kosh/core/format/date";
import type { FormEvent } from "react";
import { SliderField } from "../../../components/slider-field.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useCreateInvestment } from "../api/create-investment.ts";
import {
  FormAlert,
  FormField,
  inputClass,
  textAreaClass,
} from "./form-field.tsx";
import { CompanySelect, InvestTypeSelect } from "./reference-selects.tsx";
import { useAddInvestmentForm } from "./use-add-investment-form.ts";

interface AddInvestmentFormProps {
  onAdded: (investment: Investment) => void;
  onCancel: () => void;
}

export function AddInvestmentForm({
  onAdded,
  onCancel,
}: AddInvestmentFormProps) {
  const form = useAddInvestmentForm();
  const create = useCreateInvestment();

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    create.mutate(request, { onSuccess: onAdded });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={form.errors.form ?? create.error?.message ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanySelect
          value={form.companyId}
          onChange={form.setCompanyId}
          error={form.errors.company}
        />
        <InvestTypeSelect
          value={form.investTypeId}
          onChange={form.setInvestTypeId}
          error={form.errors.investType}
        />
      </div>
      <SliderField {...form.principal} />
      <SliderField {...form.rate} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Start Date" error={form.errors.startDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={form.startDate}
              onChange={(event) => form.setStartDate(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label="Period (months)"
          hint="0 to enter the end date yourself"
          error={form.errors.period}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              step={1}
              value={form.periodText}
              onChange={(event) => form.setPeriodText(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label="End Date"
          hint={form.endDateLocked ? "Set by the period" : "Entered by you"}
          error={form.errors.endDate}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              required
              readOnly={form.endDateLocked}
              value={form.endDate}
              min={form.startDate || undefined}
              onChange={(event) => form.setEndDate(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Maturity Amount"
        error={form.errors.maturity}
        hint={
          form.maturityOverridden ? (
            <>
              Your figure.{" "}
              {form.estimate !== null && (
                <button
                  type="button"
                  onClick={form.useEstimate}
                  className="font-medium text-brand-700 underline"
                >
                  Use the estimate ({formatInr(form.estimate)})
                </button>
              )}
            </>
          ) : form.estimate !== null ? (
            `Estimated at ${form.rate.value}% a year compounded yearly, maturing ${formatLongDate(form.endDate)}. Type your own figure to override it.`
          ) : (
            "Estimated once the dates are set. Optional."
          )
        }
      >
        {(control) => (
          <div className="flex h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600">
            <span aria-hidden="true" className="text-slate-500">
              ₹
            </span>
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={form.maturityText}
              onChange={(event) => form.setMaturityText(event.target.value)}
              className="min-w-0 flex-1 bg-transparent tabular-nums outline-none"
            />
          </div>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Document Number (optional)">
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              value={form.documentNumber}
              onChange={(event) => form.setDocumentNumber(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Account Number (optional)">
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              value={form.accountNumber}
              onChange={(event) => form.setAccountNumber(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField label="Notes (optional)">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={form.notes}
            onChange={(event) => form.setNotes(event.target.value)}
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
          disabled={create.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {create.isPending && <Spinner />}
          {create.isPending ? "Adding…" : "Add Investment"}
        </button>
      </div>
    </form>
  );
}
