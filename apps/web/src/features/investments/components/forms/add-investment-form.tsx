import type { Investment } from "@kosh/core/contracts/investments";
import { isPayoutSchedule } from "@kosh/core/deposits/interest-schedule";
import {
  isAccountScheme,
  isGovernmentBacked,
} from "@kosh/core/deposits/investment-scheme";
import type { TimeDepositYears } from "@kosh/core/schemes/scheme-rates";
import { formatInr } from "@kosh/core/format/money";
import { formatLongDate } from "@kosh/core/format/date";
import { scheduleWording } from "@kosh/core/investments/form-words";
import { useState } from "react";
import { PayoutHint } from "./payout-hint.tsx";
import { HoldersField } from "../holders/holders-field.tsx";
import { FormAlert } from "../../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../../components/form/form-buttons.tsx";
import { DateField } from "../../../../components/form/date-field.tsx";
import { RupeeInput } from "../../../../components/form/rupee-input.tsx";
import {
  FormField,
  inputClass,
  textAreaClass,
} from "../../../../components/form/form-field.tsx";
import { SliderField } from "../../../../components/slider-field.tsx";
import { useCreateInvestment } from "../../api/create-investment.ts";
import { InterestScheduleSelect } from "./interest-schedule-select.tsx";
import { CompanySelect, InvestTypeSelect } from "./reference-selects.tsx";
import {
  TIME_DEPOSIT_YEARS,
  useAddInvestmentForm,
} from "./use-add-investment-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import {
  investmentFormMessages,
  investmentFormWords,
} from "../../messages/forms/index.ts";

interface AddInvestmentFormProps {
  onAdded: (investment: Investment) => void;
  onCancel: () => void;
}

export function AddInvestmentForm({
  onAdded,
  onCancel,
}: AddInvestmentFormProps) {
  const t = useMessages(investmentFormMessages);
  const words = useMessages(investmentFormWords);
  const locale = useLocale();
  const create = useCreateInvestment();
  const form = useAddInvestmentForm(() => create.reset());
  // Post-office savings, PPF and Sukanya Samriddhi take a notified rate and run the term their
  // rules set; a bank's term or recurring deposit asks its period instead.
  const smallSavings = isGovernmentBacked(form.scheme);
  // None chosen: the server names the household's own member (docs/product.md#household).
  const [holders, setHolders] = useState<string[] | null>(null);
  const submit = form.submit((request) =>
    create.mutate(holders ? { ...request, holder_ids: holders } : request, {
      onSuccess: onAdded,
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={form.problem ?? create.error?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanySelect
          value={form.values.company_id}
          onChange={(id) => form.set("company_id", id)}
          error={form.errors.company_id}
        />
        <InvestTypeSelect
          value={form.values.invest_type_id}
          onChange={form.setInvestType}
          error={form.errors.invest_type_id}
        />
      </div>
      <HoldersField
        value={holders}
        onChange={(chosen) => {
          setHolders(chosen);
          create.reset();
        }}
      />
      <SliderField {...form.principal} />
      {form.instalments !== null && (
        <p className="-mt-2 text-sm text-slate-700">
          {t("rd.together", {
            amount: formatInr(form.instalments),
            count: Math.round(form.instalments / form.principal.value),
          })}
        </p>
      )}
      {/* A scheme that pays its interest out (SCSS, MIS, time deposit) says its payout here. */}
      {smallSavings && isPayoutSchedule(form.schedule || null) && (
        <p className="-mt-2 text-sm text-slate-700">
          <PayoutHint
            principal={form.principal.value}
            rate={form.rate.value}
            schedule={form.schedule}
            scheme={form.scheme}
          />
        </p>
      )}
      <SliderField {...form.rate} />
      {smallSavings && (
        <p className="-mt-2 text-sm text-slate-600">
          {t("field.rateNotified")}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField
          label={t("field.startDate")}
          error={form.errors.start_date}
          value={form.values.start_date}
          onChange={(date) => form.set("start_date", date)}
          required
        />
        {!smallSavings && (
          <FormField
            label={t("field.period")}
            hint={t("field.periodHint")}
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
                value={form.values.period}
                onChange={(event) => form.setPeriod(event.target.value)}
                onBlur={() => form.leave("period")}
                className={inputClass}
              />
            )}
          </FormField>
        )}
        {form.scheme === "post_office_td" && (
          <FormField label={t("field.years")}>
            {(control) => (
              <select
                {...control}
                value={form.years}
                onChange={(event) =>
                  form.setYears(Number(event.target.value) as TimeDepositYears)
                }
                className={inputClass}
              >
                {TIME_DEPOSIT_YEARS.map((years) => (
                  <option key={years} value={years}>
                    {years === 1
                      ? t("field.yearsOne")
                      : t("field.yearsOption", { years })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <DateField
          label={smallSavings ? t("field.maturityDate") : t("field.endDate")}
          hint={
            smallSavings
              ? t("field.endDateScheme")
              : form.endDateLocked
                ? t("field.endDateLocked")
                : t("field.endDateTyped")
          }
          error={form.errors.end_date}
          required
          readOnly={form.endDateLocked}
          value={form.endDate}
          min={form.values.start_date || undefined}
          onChange={(date) => form.set("end_date", date)}
        />
      </div>
      {form.scheme === "term_deposit" && (
        <InterestScheduleSelect
          value={form.schedule}
          onChange={form.setSchedule}
          hint={
            <PayoutHint
              principal={form.principal.value}
              rate={form.rate.value}
              schedule={form.schedule}
            />
          }
          error={form.errors.interest_schedule}
        />
      )}
      {!isAccountScheme(form.scheme) && (
        <FormField
          label={t("field.maturity")}
          error={form.errors.maturity_amount}
          hint={
            form.maturityOverridden ? (
              <>
                {t("maturity.yourFigure")}{" "}
                {form.estimate !== null && (
                  <Button
                    variant="link"
                    size="inline"
                    onClick={form.useEstimate}
                    className="underline"
                  >
                    {t("maturity.useEstimate", {
                      amount: formatInr(form.estimate),
                    })}
                  </Button>
                )}
              </>
            ) : form.estimate !== null && form.scheme !== "term_deposit" ? (
              t("maturity.estimatedScheme", {
                date: formatLongDate(form.endDate, locale),
              })
            ) : form.estimate !== null ? (
              t("maturity.estimated", {
                rate: form.rate.value,
                wording: scheduleWording(form.schedule, words),
                date: formatLongDate(form.endDate, locale),
              })
            ) : (
              t("maturity.estimatedLater")
            )
          }
        >
          {(control) => (
            <RupeeInput
              {...control}
              value={form.maturityText}
              onChange={(event) =>
                form.set("maturity_amount", event.target.value)
              }
            />
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("field.documentNumber")}
          error={form.errors.document_number}
        >
          {(control) => (
            <input
              {...control}
              {...form.text("document_number")}
              type="text"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t("field.accountNumber")}
          error={form.errors.account_number}
        >
          {(control) => (
            <input
              {...control}
              {...form.text("account_number")}
              type="text"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField label={t("field.notes")} error={form.errors.investment_notes}>
        {(control) => (
          <textarea
            {...control}
            {...form.text("investment_notes")}
            rows={2}
            className={textAreaClass}
          />
        )}
      </FormField>
      <FormButtons
        submitLabel={t("add.submit")}
        pendingLabel={t("add.pending")}
        pending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
