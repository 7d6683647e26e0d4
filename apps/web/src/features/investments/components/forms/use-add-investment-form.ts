import { maturityEstimate } from "@kosh/core/calculators/maturity-estimate";
import type { SliderConfig } from "@kosh/core/calculators/slider-config";
import {
  INVESTMENT_FORM,
  type CreateInvestmentInput,
} from "@kosh/core/contracts/investments";
import { defaultInterestSchedule } from "@kosh/core/deposits/interest-schedule";
import {
  chosenInterestSchedule,
  investmentEndDate,
  investmentForm,
  readPeriod,
  type InvestmentFormValues,
} from "@kosh/core/investments/investment-form";
import { todayIso } from "@kosh/core/format/date";
import { formatIndianNumber } from "@kosh/core/format/money";
import { type FormEvent, useState } from "react";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { useReferenceList } from "../../../../lib/reference-lists.ts";
import type { SliderFieldBinding } from "../../../../components/use-slider-form.ts";
import { useBoundedField } from "./use-bounded-field.ts";
import {
  investmentFormMessages,
  investmentFormWords,
} from "../../messages/forms/index.ts";

/** The principal's slider; its label is in the forms' messages (`field.principal`). */
export const principalField = {
  key: "principal",
  unit: "rupees",
  min: INVESTMENT_FORM.principal.min,
  max: INVESTMENT_FORM.principal.max,
  step: INVESTMENT_FORM.principal.step,
  defaultValue: INVESTMENT_FORM.principal.default,
} as const satisfies Omit<SliderConfig, "label">;

/** The rate's slider; its label is in the forms' messages (`field.rate`). */
export const rateField = {
  key: "rate",
  unit: "percent",
  min: INVESTMENT_FORM.rate.min,
  max: INVESTMENT_FORM.rate.max,
  step: INVESTMENT_FORM.rate.step,
  defaultValue: INVESTMENT_FORM.rate.default,
} as const satisfies Omit<SliderConfig, "label">;

const DEFAULT_PERIOD_MONTHS = 12;

/** A slider that, like every other field, drops the server's message when it moves. */
function editing(
  binding: SliderFieldBinding,
  onEdit: () => void,
): SliderFieldBinding {
  return {
    ...binding,
    onSlide: (value) => {
      binding.onSlide(value);
      onEdit();
    },
    onType: (text) => {
      binding.onType(text);
      onEdit();
    },
  };
}

/**
 * The Add New Investment form: the sliders hold the principal and rate, the rest is checked by
 * `investmentForm` from core. A period of 1–120 months sets the end date from the start date and
 * locks it; 0 lets the person type it. The maturity amount follows the estimate until the person
 * types their own.
 */
export function useAddInvestmentForm(onEdit: () => void) {
  const t = useMessages(investmentFormMessages);
  const words = useMessages(investmentFormWords);
  const principalInput = useBoundedField({
    ...principalField,
    label: t("field.principal"),
  });
  const rateInput = useBoundedField({ ...rateField, label: t("field.rate") });
  const principal = principalInput.value;
  const rate = rateInput.value;
  const investTypes = useReferenceList("invest-types");
  const [typeId, setTypeId] = useState("");
  const typeSchedule = defaultInterestSchedule(
    investTypes.data?.find((type) => type.id === typeId)?.type_name,
  );
  const form = useContractForm<InvestmentFormValues, CreateInvestmentInput>({
    initial: () => ({
      company_id: "",
      invest_type_id: "",
      start_date: todayIso(),
      period: String(DEFAULT_PERIOD_MONTHS),
      end_date: "",
      maturity_amount: null,
      document_number: "",
      account_number: "",
      investment_notes: "",
      interest_schedule: null,
    }),
    schema: investmentForm({ principal, rate, typeSchedule }, words),
    onEdit,
  });
  const { start_date: startDate, maturity_amount: maturityText } = form.values;
  const { endDate, locked: endDateLocked } = investmentEndDate(form.values);
  const schedule = chosenInterestSchedule(
    form.values.interest_schedule,
    typeSchedule,
  );
  const estimate = maturityEstimate(
    principal,
    rate,
    startDate,
    endDate,
    schedule,
  );

  return {
    ...form,
    principal: editing(principalInput.binding, onEdit),
    rate: editing(rateInput.binding, onEdit),
    endDate,
    endDateLocked,
    estimate,
    /** The schedule shown: the one chosen, else the type's default ("" for none). */
    schedule: schedule ?? ("" as const),
    setSchedule: (value: string) => form.set("interest_schedule", value),
    /** Choosing a type also picks its usual schedule until the person picks one themselves. */
    setInvestType(id: string) {
      setTypeId(id);
      form.set("invest_type_id", id);
    },
    maturityOverridden: maturityText !== null,
    maturityText:
      maturityText ?? (estimate === null ? "" : formatIndianNumber(estimate)),
    setPeriod(text: string) {
      // Switching to manual starts from the date the period had set, ready to adjust.
      if (readPeriod(text) === 0 && endDateLocked)
        form.set("end_date", endDate);
      form.set("period", text);
    },
    useEstimate: () => form.set("maturity_amount", null),
    /** The form's onSubmit: a principal or rate typed out of bounds goes back first. */
    submit(send: (request: CreateInvestmentInput) => void) {
      const check = form.submit(send);
      return (event: FormEvent) => {
        principalInput.settle();
        rateInput.settle();
        check(event);
      };
    },
  };
}
