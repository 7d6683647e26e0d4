import type { Investment } from "@kosh/core/contracts/investments";
import type { FormWords } from "@kosh/core/investments/form-words";
import { renewalErrorMessage } from "@kosh/core/investments/renewal-error-message";
import {
  renewalEstimate,
  renewalForm,
  renewalPrincipal,
  renewalRate,
  suggestedRenewalEndDate,
} from "@kosh/core/investments/renewal-form";
import { readInterestSchedule } from "@kosh/core/deposits/interest-schedule";
import { formatLongDate } from "@kosh/core/format/date";
import { formatIndianNumber, formatInr } from "@kosh/core/format/money";
import { useState } from "react";
import { FormAlert } from "../../../../components/form/form-alert.tsx";
import { DateField } from "../../../../components/form/date-field.tsx";
import { FormButtons } from "../../../../components/form/form-buttons.tsx";
import {
  FormField,
  inputClass,
  textAreaClass,
} from "../../../../components/form/form-field.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { ApiError } from "../../../../lib/api-client.ts";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import {
  investmentFormMessages,
  investmentFormWords,
} from "../../messages/forms/index.ts";
import { useRenewInvestment } from "../../api/renew-investment.ts";
import { InterestScheduleSelect } from "./interest-schedule-select.tsx";
import { PayoutHint } from "./payout-hint.tsx";
import { HoldersField } from "../holders/holders-field.tsx";

interface RenewInvestmentFormProps {
  investment: Investment;
  onRenewed: (renewal: Investment) => void;
  onCancel: () => void;
}

function failureMessage(error: unknown, words: FormWords): string {
  if (error instanceof ApiError)
    return renewalErrorMessage(error.status, error.message, words);
  return renewalErrorMessage(
    0,
    error instanceof Error ? error.message : "",
    words,
  );
}

/** Renewing: a new end date, a rate (empty keeps the original), an optional maturity (docs/product.md#renew). */
export function RenewInvestmentForm({
  investment,
  onRenewed,
  onCancel,
}: RenewInvestmentFormProps) {
  const t = useMessages(investmentFormMessages);
  const words = useMessages(investmentFormWords);
  const locale = useLocale();
  const renew = useRenewInvestment();
  const form = useContractForm({
    initial: () => ({
      new_end_date: suggestedRenewalEndDate(investment),
      new_rate: "",
      new_maturity_amount: "",
      transaction_reason: "",
      interest_schedule: investment.interest_schedule ?? "",
    }),
    schema: renewalForm(investment, words, locale),
    onEdit: () => renew.reset(),
  });
  const { new_end_date: newEndDate, new_rate: rate } = form.values;

  const principal = renewalPrincipal(investment);
  const usedRate = renewalRate(investment, rate);
  const schedule = readInterestSchedule(form.values.interest_schedule);
  const estimate =
    usedRate !== null && newEndDate > investment.end_date
      ? renewalEstimate(investment, usedRate, newEndDate, schedule)
      : null;

  // None chosen: the renewal keeps the holders it renews (docs/product.md#household).
  const [holders, setHolders] = useState<string[] | null>(null);
  const submit = form.submit((body) =>
    renew.mutate(
      {
        id: investment.id,
        body: holders ? { ...body, holder_ids: holders } : body,
      },
      { onSuccess: onRenewed },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">
          {investment.investment_companies.name} ·{" "}
          {investment.invest_types.type_name}
        </p>
        <p className="mt-1 text-slate-600">
          {t("renew.currentTerm", {
            start: formatLongDate(investment.start_date, locale),
            end: formatLongDate(investment.end_date, locale),
            rate: investment.rate_of_interest,
          })}
        </p>
        <p className="mt-3 flex items-baseline justify-between gap-3">
          <span className="text-slate-600">{t("renew.newPrincipal")}</span>
          <span className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatInr(principal)}
          </span>
        </p>
        <p className="text-xs text-slate-500">{t("renew.newPrincipalHint")}</p>
      </div>
      <FormAlert
        message={
          form.problem ?? (renew.error && failureMessage(renew.error, words))
        }
      />
      <DateField
        label={t("renew.endDate")}
        error={form.errors.new_end_date}
        value={newEndDate}
        onChange={(date) => form.set("new_end_date", date)}
        required
        min={investment.end_date}
      />
      <FormField
        label={t("renew.rate")}
        hint={t("renew.rateHint", { rate: investment.rate_of_interest })}
        error={form.errors.new_rate}
      >
        {(control) => (
          <input
            {...control}
            {...form.text("new_rate")}
            onBlur={() => form.leave("new_rate")}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(investment.rate_of_interest)}
            className={inputClass}
          />
        )}
      </FormField>
      <InterestScheduleSelect
        value={schedule ?? ""}
        onChange={(value) => form.set("interest_schedule", value)}
        hint={
          <PayoutHint
            principal={principal}
            rate={usedRate ?? investment.rate_of_interest}
            schedule={schedule ?? ""}
          />
        }
        error={form.errors.interest_schedule}
      />
      <FormField
        label={t("renew.maturity")}
        hint={
          estimate !== null
            ? t("renew.maturityHintEstimate", { amount: formatInr(estimate) })
            : t("renew.maturityHint")
        }
        error={form.errors.new_maturity_amount}
      >
        {(control) => (
          <input
            {...control}
            {...form.text("new_maturity_amount")}
            onBlur={() => form.leave("new_maturity_amount")}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={estimate !== null ? formatIndianNumber(estimate) : ""}
            className={inputClass}
          />
        )}
      </FormField>
      <HoldersField
        value={holders}
        shown={investment.holder_ids}
        onChange={(chosen) => {
          setHolders(chosen);
          renew.reset();
        }}
      />
      <FormField
        label={t("renew.reason")}
        error={form.errors.transaction_reason}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.text("transaction_reason")}
            rows={2}
            className={textAreaClass}
          />
        )}
      </FormField>
      <FormButtons
        submitLabel={t("renew.submit")}
        pendingLabel={t("renew.pending")}
        pending={renew.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
