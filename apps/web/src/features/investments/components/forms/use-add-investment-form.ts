import { accountYearlyLimits } from "@kosh/core/deposits/account-deposits";
import { maturityEstimate } from "@kosh/core/calculators/maturity-estimate";
import type { SliderConfig } from "@kosh/core/calculators/slider-config";
import {
  createInvestmentRequest,
  INVESTMENT_FORM,
  type CreateInvestmentInput,
} from "@kosh/core/contracts/investments";
import { defaultInterestSchedule } from "@kosh/core/deposits/interest-schedule";
import {
  isAccountScheme,
  isGovernmentBacked,
  type InvestmentScheme,
} from "@kosh/core/deposits/investment-scheme";
import {
  recurringPrincipal,
  schemeEndDate,
  schemeSchedule,
} from "@kosh/core/deposits/scheme-terms";
import type { TimeDepositYears } from "@kosh/core/schemes/scheme-rates";
import {
  chosenInterestSchedule,
  investmentEndDate,
  investmentForm,
  readPeriod,
  type InvestmentFormValues,
} from "@kosh/core/investments/investment-form";
import { todayIso } from "@kosh/core/format/date";
import { formatIndianNumber } from "@kosh/core/format/money";
import { useEffect, useState } from "react";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { useReferenceList } from "../../../../lib/reference-lists.ts";
import type { SliderFieldBinding } from "../../../../components/use-slider-form.ts";
import { useBoundedField } from "./use-bounded-field.ts";
import { useSchemeRateOn } from "./use-scheme-rate-on.ts";
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

/** The terms a post office time deposit is offered for. */
export const TIME_DEPOSIT_YEARS: readonly TimeDepositYears[] = [1, 2, 3, 5];

/** What the amount's slider stands for under each scheme (its label's key). */
function amountLabel(scheme: InvestmentScheme) {
  if (scheme === "recurring_deposit") return "field.instalment" as const;
  if (isAccountScheme(scheme)) return "field.firstDeposit" as const;
  return "field.principal" as const;
}

/**
 * The amount's bounds under each scheme: an account's first deposit within its financial year's
 * limits (₹500–₹1,50,000 for PPF, ₹250–₹1,50,000 for Sukanya Samriddhi, in steps of ₹50), the
 * form's usual bounds otherwise.
 */
function amountBounds(scheme: InvestmentScheme) {
  if (!isAccountScheme(scheme)) return {};
  const { min, max } = accountYearlyLimits(scheme);
  return {
    min,
    max,
    step: 50,
    defaultValue: Math.min(max, principalField.defaultValue),
  };
}

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
  const investTypes = useReferenceList("invest-types");
  const [typeId, setTypeId] = useState("");
  const type = investTypes.data?.find((entry) => entry.id === typeId);
  /** How the chosen type earns (docs/product.md#schemes-in-my-investments): it decides what is asked. */
  const scheme: InvestmentScheme = type?.scheme ?? "term_deposit";
  const [years, setYears] = useState<TimeDepositYears>(5);
  const principalInput = useBoundedField({
    ...principalField,
    ...amountBounds(scheme),
    label: t(amountLabel(scheme)),
  });
  const rateInput = useBoundedField({ ...rateField, label: t("field.rate") });
  const principal = principalInput.value;
  const rate = rateInput.value;
  const typeSchedule =
    scheme === "term_deposit"
      ? defaultInterestSchedule(type?.type_name)
      : (schemeSchedule(scheme) ?? null);
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
    schema: investmentForm({ principal, rate, typeSchedule }, words)
      .transform((request) => schemeRequest(request))
      .pipe(createInvestmentRequest),
    onEdit,
  });
  const { start_date: startDate, maturity_amount: maturityText } = form.values;
  // A period typed out of bounds (121) leaves the end date where the last usable period set it,
  // while the period's own message says why (docs/product.md#add-an-investment).
  const [usablePeriod, setUsablePeriod] = useState(form.values.period);
  if (
    readPeriod(form.values.period) !== null &&
    form.values.period !== usablePeriod
  )
    setUsablePeriod(form.values.period);
  const fixedEnd = startDate ? schemeEndDate(scheme, startDate, rate) : null;
  const byPeriod = investmentEndDate({ ...form.values, period: usablePeriod });
  // A scheme with a fixed term shows its maturity date; the others take the period's or the typed one.
  const endDate = fixedEnd ?? byPeriod.endDate;
  const endDateLocked = fixedEnd !== null || byPeriod.locked;
  const schedule =
    scheme === "term_deposit"
      ? chosenInterestSchedule(form.values.interest_schedule, typeSchedule)
      : typeSchedule;
  const instalments =
    scheme === "recurring_deposit" && startDate && endDate > startDate
      ? recurringPrincipal(principal, startDate, endDate)
      : null;
  // Core counts each scheme by its own rule, a term deposit by its schedule.
  const account = isAccountScheme(scheme);
  const estimate = maturityEstimate(
    instalments ?? principal,
    rate,
    startDate,
    endDate,
    schedule,
    {
      scheme,
      monthlyInstalment: instalments === null ? null : principal,
      deposits: account ? [{ date: startDate, amount: principal }] : [],
      rateChanges: account ? [{ from: startDate, rate }] : [],
    },
  );

  /**
   * The request as the scheme has it (docs/product.md#schemes-in-my-investments): a recurring
   * deposit sends its instalment, an account its first deposit; a scheme with a fixed term leaves
   * the end date to the server, as it does the interest schedule; an account's maturity is counted
   * by the server from its deposits.
   */
  function schemeRequest(
    request: CreateInvestmentInput,
  ): CreateInvestmentInput {
    if (scheme === "term_deposit") return request;
    const {
      principal_amount,
      end_date,
      maturity_amount,
      interest_schedule: _schedule,
      ...rest
    } = request;
    const maturity = maturityText === null ? estimate : maturity_amount;
    return {
      ...rest,
      ...(scheme === "recurring_deposit"
        ? { monthly_instalment: principal_amount }
        : { principal_amount }),
      ...(fixedEnd === null ? { end_date } : {}),
      ...(!account && maturity ? { maturity_amount: maturity } : {}),
    };
  }

  // A small-savings scheme takes the rate notified for its start date's quarter.
  const notifiedRate = useSchemeRateOn(scheme, startDate, years);
  const setRate = rateInput.binding.onSlide;
  useEffect(() => {
    if (notifiedRate !== undefined) setRate(notifiedRate);
    // The rate is filled when the scheme, the quarter or the term changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notifiedRate]);

  return {
    ...form,
    scheme,
    /** A recurring deposit's instalments together: its principal. */
    instalments,
    /** A time deposit's term in years. */
    years,
    setYears(next: TimeDepositYears) {
      setYears(next);
      // The term sets the end date through the period, as months.
      form.set("period", String(next * 12));
    },
    principal: editing(principalInput.binding, onEdit),
    rate: editing(rateInput.binding, onEdit),
    endDate,
    endDateLocked,
    estimate,
    /** The schedule shown: the one chosen, else the type's default ("" for none). */
    schedule: schedule ?? ("" as const),
    setSchedule: (value: string) => form.set("interest_schedule", value),
    /**
     * Choosing a type also picks its usual schedule until the person picks one themselves; a time
     * deposit's term sets the period, and a scheme with a fixed term needs none (the default
     * period stays behind it, so nothing hidden can refuse the form).
     */
    setInvestType(id: string) {
      setTypeId(id);
      form.set("invest_type_id", id);
      const next = investTypes.data?.find((entry) => entry.id === id)?.scheme;
      if (next === "post_office_td") form.set("period", String(years * 12));
      // Every other small-savings scheme runs the term its rules set (schemeEndDate).
      else if (next && isGovernmentBacked(next))
        form.set("period", String(DEFAULT_PERIOD_MONTHS));
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
    /**
     * The form's onSubmit: refused, with every message and the focus on the first, while a
     * principal or rate is typed out of bounds; both are checked so both messages show.
     */
    submit(send: (request: CreateInvestmentInput) => void) {
      return form.submit(send, () =>
        [principalInput.usable(), rateInput.usable()].every(Boolean),
      );
    },
  };
}
