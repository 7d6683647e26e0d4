import { maturityEstimate } from "@kosh/core/calculators/maturity-estimate";
import type { SliderConfig } from "@kosh/core/calculators/slider-config";
import {
  createInvestmentRequest,
  INVESTMENT_FORM,
  type CreateInvestmentInput,
} from "@kosh/core/contracts/investments";
import { addMonths, todayIso } from "@kosh/core/format/date";
import { formatIndianNumber } from "@kosh/core/format/money";
import { useState } from "react";
import { useBoundedField } from "./use-bounded-field.ts";

export const principalField = {
  key: "principal",
  label: "Principal",
  unit: "rupees",
  min: INVESTMENT_FORM.principal.min,
  max: INVESTMENT_FORM.principal.max,
  step: INVESTMENT_FORM.principal.step,
  defaultValue: INVESTMENT_FORM.principal.default,
} as const satisfies SliderConfig;

export const rateField = {
  key: "rate",
  label: "Interest Rate",
  unit: "percent",
  min: INVESTMENT_FORM.rate.min,
  max: INVESTMENT_FORM.rate.max,
  step: INVESTMENT_FORM.rate.step,
  defaultValue: INVESTMENT_FORM.rate.default,
} as const satisfies SliderConfig;

const DEFAULT_PERIOD_MONTHS = 12;

export type AddInvestmentField =
  | "company"
  | "investType"
  | "startDate"
  | "period"
  | "endDate"
  | "maturity"
  | "form";
export type AddInvestmentErrors = Partial<Record<AddInvestmentField, string>>;

/** A whole number of months from 0 to 120, or null for anything else. */
function readPeriod(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const months = Number(text);
  return months >= INVESTMENT_FORM.periodMonths.min &&
    months <= INVESTMENT_FORM.periodMonths.max
    ? months
    : null;
}

/** A typed rupee amount (commas and ₹ allowed); null when unreadable. */
function readAmount(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  return /^\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : null;
}

function optional(text: string): string | undefined {
  return text.trim() || undefined;
}

/**
 * The Add New Investment form (docs/product.md#add-an-investment). A period of 1–120 months sets
 * the end date from the start date and locks it; 0 lets the person type it. The maturity amount
 * follows the estimate until the person types their own.
 */
export function useAddInvestmentForm() {
  const principalInput = useBoundedField(principalField);
  const rateInput = useBoundedField(rateField);
  const [companyId, setCompanyId] = useState("");
  const [investTypeId, setInvestTypeId] = useState("");
  const [startDate, setStartDate] = useState(() => todayIso());
  const [periodText, setPeriodTextState] = useState(
    String(DEFAULT_PERIOD_MONTHS),
  );
  const [manualEndDate, setManualEndDate] = useState("");
  // null: the field shows the estimate; a string: what the person typed over it.
  const [maturityText, setMaturityText] = useState<string | null>(null);
  const [documentNumber, setDocumentNumber] = useState("");
  const [accountNumber, setAccountNumber] = useState("");
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<AddInvestmentErrors>({});

  const principal = principalInput.value;
  const rate = rateInput.value;
  const period = readPeriod(periodText);
  const endDateLocked = period !== null && period > 0;
  const endDate = endDateLocked
    ? startDate
      ? addMonths(startDate, period)
      : ""
    : manualEndDate;
  const estimate = maturityEstimate(principal, rate, startDate, endDate);
  const maturityOverridden = maturityText !== null;

  function setPeriodText(text: string) {
    // Switching to manual starts from the date the period had set, ready to adjust.
    if (readPeriod(text) === 0 && endDateLocked) setManualEndDate(endDate);
    setPeriodTextState(text);
  }

  function validate(): CreateInvestmentInput | null {
    principalInput.settle();
    rateInput.settle();
    const found: AddInvestmentErrors = {};
    if (!companyId) found.company = "Choose a company";
    if (!investTypeId) found.investType = "Choose an investment type";
    if (!startDate) found.startDate = "Start date is required";
    if (period === null) {
      found.period = "Period must be a whole number of months from 0 to 120";
    }
    if (!endDate) found.endDate = "End date is required";
    else if (startDate && endDate <= startDate) {
      found.endDate = "End date must be after the start date";
    }
    const typedMaturity =
      maturityText === null || maturityText.trim() === ""
        ? null
        : readAmount(maturityText);
    if (maturityText?.trim() && typedMaturity === null) {
      found.maturity = "Maturity amount must be a number";
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return null;

    // The maturity amount is sent only when it is more than 0 (docs/product.md#add-an-investment).
    const maturity = maturityOverridden ? typedMaturity : estimate;
    const request: CreateInvestmentInput = {
      company_id: companyId,
      invest_type_id: investTypeId,
      principal_amount: principal,
      rate_of_interest: rate,
      start_date: startDate,
      end_date: endDate,
      ...(maturity !== null && maturity > 0
        ? { maturity_amount: maturity }
        : {}),
      document_number: optional(documentNumber),
      account_number: optional(accountNumber),
      investment_notes: optional(notes),
    };
    // The API's own schema has the last word, so nothing it would refuse is sent.
    const checked = createInvestmentRequest.safeParse(request);
    if (!checked.success) {
      setErrors({ form: checked.error.issues[0]?.message });
      return null;
    }
    return request;
  }

  return {
    companyId,
    setCompanyId,
    investTypeId,
    setInvestTypeId,
    principal: principalInput.binding,
    rate: rateInput.binding,
    startDate,
    setStartDate,
    periodText,
    setPeriodText,
    endDate,
    endDateLocked,
    setEndDate: setManualEndDate,
    estimate,
    maturityText:
      maturityText ?? (estimate === null ? "" : formatIndianNumber(estimate)),
    maturityOverridden,
    setMaturityText,
    useEstimate: () => setMaturityText(null),
    documentNumber,
    setDocumentNumber,
    accountNumber,
    setAccountNumber,
    notes,
    setNotes,
    errors,
    validate,
  };
}

export type AddInvestmentForm = ReturnType<typeof useAddInvestmentForm>;
