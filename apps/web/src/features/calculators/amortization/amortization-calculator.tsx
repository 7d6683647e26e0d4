import {
  amortization,
  type ExtraPaymentFrequency,
} from "@kosh/core/calculators/amortization";
import { labelledFields } from "@kosh/core/calculators/calculator-words";
import { amortizationFields } from "@kosh/core/calculators/details/home-loan-amortization";
import { scheduleCsv } from "@kosh/core/calculators/schedule-csv";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { downloadFile } from "../../../components/download-file.ts";
import { ChoiceField } from "../../../components/choice-field.tsx";
import { SliderField } from "../../../components/slider-field.tsx";
import { useSliderForm } from "../../../components/use-slider-form.ts";
import { Disclaimer } from "../disclaimer.tsx";
import { LinkNotice } from "../link-notice.tsx";
import { AmortizationSummary, BenefitCards } from "./amortization-summary.tsx";
import {
  amortizationFromQuery,
  amortizationToQuery,
} from "./amortization-link.ts";
import { ComparisonTable } from "./comparison-table.tsx";
import {
  LumpSumsField,
  lumpSumRows,
  usableLumpSums,
} from "./lump-sums-field.tsx";
import { PrepaymentChoices } from "./prepayment-choices.tsx";
import { ScheduleTable } from "./schedule-table.tsx";
import { useOpeningSearch } from "../use-opening-search.ts";
import { Button } from "../../../components/ui/button.tsx";
import { PageHead } from "../../../components/page-head.tsx";
import { calculatorWordMessages } from "../../../lib/i18n/calculator-messages.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "../messages/index.ts";
import { amortizationMessages } from "../messages/amortization/index.ts";

/** The two frequencies, each named by its message (messages/amortization). */
const FREQUENCIES = [
  "monthly",
  "yearly",
] as const satisfies readonly ExtraPaymentFrequency[];

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/**
 * Home loan with extra payments (docs/product.md#home-loan-with-extra-payments): computed on this
 * device on every change, with no button and no call to the server.
 */
export function AmortizationCalculator() {
  const words = useMessages(calculatorWordMessages["home-loan-amortization"]);
  const screen = useMessages(calculatorScreenMessages);
  const t = useMessages(amortizationMessages);
  const title = words("home-loan-amortization.title");
  // The sliders with their labels in the page's language.
  const fields = useMemo(
    () => labelledFields("home-loan-amortization", amortizationFields, words),
    [words],
  );
  const search = useOpeningSearch();
  const [fromLink] = useState(() => amortizationFromQuery(search));
  const form = useSliderForm(fields, fromLink.values);
  const [frequency, setFrequency] = useState<ExtraPaymentFrequency>(
    fromLink.frequency,
  );
  const [fullSchedule, setFullSchedule] = useState(false);
  const [sumRows, setSumRows] = useState(() => lumpSumRows(fromLink.lumpSums));
  const { principal, tenure } = form.values;
  const loan = useMemo(
    () => ({ months: Math.round(tenure * 12), principal }),
    [tenure, principal],
  );
  const lumpSums = useMemo(
    () => usableLumpSums(sumRows, loan),
    [sumRows, loan],
  );

  const result = useMemo(
    () =>
      amortization({
        ...form.values,
        extraPaymentFrequency: frequency,
        lumpSums,
      }),
    [form.values, frequency, lumpSums],
  );
  // Long tables follow a moment behind, so dragging a slider stays smooth.
  const schedule = useDeferredValue(result.schedule);

  useEffect(() => {
    const query = `?${amortizationToQuery(form.values, frequency, lumpSums)}`;
    if (query === window.location.search) return;
    // Debounced: browsers throttle a burst of history updates from a dragged slider.
    const timer = setTimeout(() => {
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${query}`,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [form.values, frequency, lumpSums]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageHead
        title={screen("page.title", { title })}
        description={t("intro")}
      />
      <div className="mb-6 max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-slate-600">{t("intro")}</p>
      </div>
      <LinkNotice
        labels={fromLink.rejected.map(
          (key) =>
            fields.find((field) => field.key === key)?.label ??
            t(key === "lumpSums" ? "lumpSums.legend" : "frequency"),
        )}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <form
          aria-label={screen("form.label")}
          onSubmit={(event) => event.preventDefault()}
          className={`space-y-5 ${card}`}
        >
          {fields.map((field) => (
            <SliderField key={field.key} {...form.bind(field)} />
          ))}
          <ChoiceField
            name="extra-payment-frequency"
            legend={t("frequency")}
            options={FREQUENCIES.map((option) => ({
              value: option,
              label: t(option),
            }))}
            value={frequency}
            onChange={setFrequency}
          />
          <LumpSumsField rows={sumRows} loan={loan} onChange={setSumRows} />
        </form>
        <section aria-labelledby="summary-heading" className={card}>
          <h2 id="summary-heading" className="mb-4 text-lg font-semibold">
            {t("summary")}
          </h2>
          <AmortizationSummary result={result} />
          <div className="mt-5">
            <ComparisonTable result={result} />
          </div>
        </section>
      </div>
      <div className="mt-6">
        <BenefitCards result={result} />
      </div>
      <div className="mt-6">
        <PrepaymentChoices result={result} />
      </div>
      <section aria-labelledby="schedule-heading" className={`mt-6 ${card}`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="schedule-heading" className="text-lg font-semibold">
            {t("schedule.heading")}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primaryOutline"
              aria-expanded={fullSchedule}
              onClick={() => setFullSchedule((shown) => !shown)}
            >
              {fullSchedule ? t("schedule.showFirst") : t("schedule.showFull")}
            </Button>
            <Button
              variant="primary"
              onClick={() =>
                downloadFile(
                  "kosh-home-loan-schedule.csv",
                  new Blob(
                    [
                      scheduleCsv(result.schedule, {
                        month: t("schedule.month"),
                        emi: t("schedule.emi"),
                        principal: t("schedule.principal"),
                        interest: t("schedule.interest"),
                        extraPayment: t("schedule.extraPayment"),
                        balance: t("schedule.balance"),
                        cumulativeInterest: t("schedule.cumulativeInterest"),
                      }),
                    ],
                    { type: "text/csv;charset=utf-8" },
                  ),
                )
              }
            >
              {t("schedule.download")}
            </Button>
          </div>
        </div>
        {fullSchedule ? (
          <ScheduleTable
            caption={t("schedule.fullCaption", { months: schedule.length })}
            rows={schedule}
            scroll
          />
        ) : (
          <ScheduleTable
            caption={t("schedule.firstCaption")}
            rows={schedule.slice(0, 12)}
          />
        )}
      </section>
      <Disclaimer />
    </div>
  );
}
