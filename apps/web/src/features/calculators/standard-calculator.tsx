import {
  inputsToQuery,
  type PeriodUnits,
} from "@kosh/core/calculators/share-query";
import { periodUnitWords } from "@kosh/core/calculators/field-value";
import {
  fieldInUnit,
  fieldUnits,
  valueInUnit,
  valuesInUnits,
  valuesInYears,
  yearsFromTerm,
  type TermUnit,
} from "@kosh/core/calculators/term";
import {
  labelledChoices,
  labelledFields,
  wordKey,
} from "@kosh/core/calculators/calculator-words";
import {
  fieldsForChoices,
  type ChoiceValue,
  type FieldValues,
  type InputValues,
  type SliderConfig,
  type SliderShape,
} from "@kosh/core/calculators/slider-config";
import { formatInr } from "@kosh/core/format/money";
import { isSchemePage } from "@kosh/core/schemes/scheme-pages";
import type { HistoryRecord } from "@kosh/core/history/history-record";
import {
  useDeferredValue,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { ChoiceField } from "../../components/choice-field.tsx";
import { PageHead } from "../../components/page-head.tsx";
import { toast, toastDrawn } from "../../components/toaster.tsx";
import { useSliderForm } from "../../components/use-slider-form.ts";
import { calculatorWordMessages } from "../../lib/i18n/calculator-messages.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { onDemand, useOnDemand } from "../../lib/on-demand.ts";
import { useMessages, type MessageValues } from "../../lib/i18n/messages.ts";
import { HistoryButton } from "./history/history-button.tsx";
import { calculationRecord } from "./calculation-record.ts";
import { saveToHistory } from "./history/history-store.ts";
import { CalculatorForm } from "./calculator-form.tsx";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";
import { Disclaimer } from "./disclaimer.tsx";
import { GrowthSection, WithdrawalSection } from "./growth-section.tsx";
import { inputsFromLink, inputsFromRecord } from "./inputs-from-link.ts";
import { LinkNotice } from "./link-notice.tsx";
import { ResultsPanel } from "./results-panel.tsx";
import { resultsShown } from "./results-shown.ts";
import { revealResults } from "./reveal-results.ts";
import { useCalculation, type CalculationTrigger } from "./use-calculation.ts";
import { useOpeningSearch } from "./use-opening-search.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

/**
 * A scheme page's notified rate (docs/product.md#scheme-rates): loaded by the scheme pages alone,
 * with their chunk (routes/standard-calculator.tsx), so the prerendered page says it too.
 */
export const schemeRateDefault = onDemand(
  () => import("./scheme-rate-default.tsx"),
  { withPage: true },
);

/**
 * The headline figure's line at the foot of a phone's screen: loaded where the results sit below
 * the form (narrower than Tailwind's lg), never beside it (docs/product.md#calculator-results).
 */
const resultLinePart = onDemand(() => import("./result-line.tsx"));
const isNarrow = () =>
  typeof window !== "undefined" &&
  window.matchMedia?.("(width < 64rem)").matches === true;

/** The sliders of a calculator the server answers; their values, keyed by field. */
type Fields = readonly SliderShape[];

interface StandardCalculatorProps<R extends CalculatorResult<R>> {
  definition: CalculatorDefinition<Fields, R>;
  /** Extra content under the results, given the inputs on screen. */
  after?: (values: FieldValues<Fields>) => ReactNode;
  /** A section of the calculator's own under the results, given the inputs on screen (the home loan's by year). */
  below?: (values: FieldValues<Fields>) => ReactNode;
}

/**
 * One page for every calculator the server answers (docs/product.md#calculators): inputs left, results
 * right. The figures follow every slider move and typed value, worked out on this device with
 * core's formulas; Calculate confirms them with the server and saves SIP and FD to history
 * (docs/product.md#live-figures).
 */
export function StandardCalculator<R extends CalculatorResult<R>>({
  definition,
  after,
  below,
}: StandardCalculatorProps<R>) {
  const { history, slug } = definition;
  const locale = useLocale();
  const words = useMessages(calculatorWordMessages[slug]);
  const t = useMessages(calculatorScreenMessages);
  const word = (part: string, values?: MessageValues) =>
    words(wordKey(slug, part), values);
  // The sliders with their labels in the page's language; the same fields, keys and ranges.
  const fields = useMemo(
    () => labelledFields(slug, definition.fields, words),
    [slug, definition.fields, words],
  );
  const choices = useMemo(
    () => labelledChoices(slug, definition.choices ?? [], words),
    [slug, definition.choices, words],
  );
  const search = useOpeningSearch();
  const [fromLink] = useState(() => inputsFromLink(fields, choices, search));
  const [chosen, setChosen] = useState<InputValues>(fromLink.choices);
  // A period shown in months or days rather than years (an FD of 444 days).
  const [periodUnits, setPeriodUnits] = useState<PeriodUnits>(fromLink.units);
  // The sliders' ranges as the choices set them (PPF's ₹12,500 a month).
  const fieldsInForce = useMemo(
    () => fieldsForChoices(fields, chosen),
    [fields, chosen],
  );
  // Each period's slider in the unit it is shown in.
  const fieldsShown = useMemo(
    () =>
      fieldsInForce.map((field) =>
        fieldInUnit(field, periodUnits[field.key] ?? "years"),
      ),
    [fieldsInForce, periodUnits],
  );
  const form = useSliderForm(fieldsShown, () =>
    valuesInUnits(fromLink.values, fromLink.units),
  );
  // The sliders' values as the formulas take them: periods in years.
  const values = useMemo(
    () => valuesInYears(form.values, periodUnits),
    [form.values, periodUnits],
  );
  const { confirmed, loading, error, confirm } = useCalculation(definition);
  const [blocked, setBlocked] = useState<string | null>(null);
  const results = useRef<HTMLElement>(null);
  const formBox = useRef<HTMLFormElement>(null);

  const inputs = useMemo(() => ({ ...values, ...chosen }), [values, chosen]);
  const live = useMemo(() => definition.compute(inputs), [definition, inputs]);
  const isConfirmed =
    confirmed !== null &&
    inputsToQuery(fields, confirmed.inputs, choices) ===
      inputsToQuery(fields, inputs, choices);
  const shown = isConfirmed
    ? confirmed
    : { inputs, result: live, source: "live" as const };
  // The ring and the year table follow a moment behind, so the figures keep up with a drag.
  const growthShown = useDeferredValue(shown);

  /** A choice picked: a slider past the maximum it now sets moves down to it. */
  function choose(key: string, value: ChoiceValue) {
    const next = { ...chosen, [key]: value };
    setChosen(next);
    const shownValues: Record<string, number> = form.values;
    for (const field of fieldsForChoices(fields, next)) {
      const shown = fieldInUnit(field, periodUnits[field.key] ?? "years");
      if ((shownValues[field.key] ?? 0) > shown.max)
        form.bind(shown).onSlide(shown.max);
    }
  }

  /** A period shown in another unit: the same period, counted in it and kept within its range. */
  function switchUnit(field: SliderConfig, unit: TermUnit) {
    const shownValues: Record<string, number> = form.values;
    const years = yearsFromTerm(
      shownValues[field.key] ?? field.defaultValue,
      periodUnits[field.key] ?? "years",
    );
    const { [field.key]: _previous, ...others } = periodUnits;
    setPeriodUnits(
      unit === "years" ? others : { ...others, [field.key]: unit },
    );
    form
      .bind(fieldInUnit(field, unit))
      .onSlide(valueInUnit(field, years, unit));
  }

  /** The switch of a period that may be given in months or days; none for other sliders. */
  function unitSwitch(field: SliderConfig) {
    const units = fieldUnits(field);
    if (units.length < 2) return undefined;
    const unitWords = periodUnitWords(field.label, locale);
    return (
      <ChoiceField
        name={`${field.key}-unit`}
        legend={unitWords.legend}
        options={units.map((unit) => ({ value: unit, label: unitWords[unit] }))}
        value={periodUnits[field.key] ?? "years"}
        onChange={(unit) => switchUnit(field, unit)}
      />
    );
  }

  async function calculate(
    inputs: FieldValues<Fields> | InputValues,
    trigger: CalculationTrigger,
  ) {
    setBlocked(null);
    const done = await confirm(inputs, periodUnits);
    if (!done) return;
    if (history) {
      // One record per Calculate; a loaded record is already in history and is not copied.
      if (trigger === "user") {
        saveToHistory(
          calculationRecord(
            definition,
            history.type,
            word("history.title"),
            done,
            periodUnits,
          ),
        );
      }
      toast({
        title: word("history.toastTitle"),
        // The message names any of the results: `{maturityAmount}`.
        message: word(
          "history.toastMessage",
          Object.fromEntries(
            definition.results.map((key) => [key, formatInr(done.result[key])]),
          ),
        ),
      });
      // The results come into view once the toast is drawn: on a phone, below it.
      await toastDrawn();
    }
    revealResults(results.current);
  }

  // The figures the results card shows under the choices made, headline first.
  const lines = resultsShown(definition, chosen).map((key) => ({
    key,
    label: word(`result.${key}`),
    months: definition.months?.includes(key),
  }));
  const [headline] = lines;

  const growth = definition.growth?.(growthShown.inputs, growthShown.result);
  const withdrawals = definition.withdrawals?.(
    growthShown.inputs,
    growthShown.result,
  );

  // A scheme's rate slider, which takes the rate notified for today (docs/product.md#scheme-rates).
  const rateField = fieldsShown.find((field) => field.key === "rate");
  const schemeRate = useOnDemand(schemeRateDefault, isSchemePage(slug));
  const [narrow] = useState(isNarrow);
  const resultLine = useOnDemand(resultLinePart, narrow);

  function load(record: HistoryRecord) {
    const loaded = inputsFromRecord(fields, choices, record);
    form.replaceValues(valuesInUnits(loaded.values, loaded.units));
    setChosen(loaded.choices);
    setPeriodUnits(loaded.units);
    void calculate({ ...loaded.values, ...loaded.choices }, "load");
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageHead
        title={t("page.title", { title: word("title") })}
        description={word("intro")}
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {word("title")}
          </h1>
          <p className="mt-2 text-slate-600">{word("intro")}</p>
          {schemeRate && isSchemePage(slug) && rateField && (
            <schemeRate.SchemeRateDefault
              page={slug}
              years={chosen.years}
              rate={form.values[rateField.key]}
              sliderDefault={rateField.defaultValue}
              linked={new URLSearchParams(search).has(rateField.key)}
              setRate={(rate) => form.bind(rateField).onSlide(rate)}
            />
          )}
        </div>
        {history && <HistoryButton type={history.type} onLoad={load} />}
      </div>
      <LinkNotice labels={fromLink.rejected.map((field) => field.label)} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <CalculatorForm
          ref={formBox}
          bindings={fieldsInForce.map((field, index) => ({
            ...form.bind(fieldsShown[index] ?? field),
            unitSwitch: unitSwitch(field),
          }))}
          errors={form.errors}
          loading={loading}
          error={blocked ?? error}
          onCalculate={() => void calculate(inputs, "user")}
          onBlocked={(message) => {
            form.revealErrors();
            setBlocked(message);
          }}
        >
          {choices.map((choice) => (
            <ChoiceField
              key={choice.key}
              name={choice.key}
              legend={choice.label}
              options={choice.options.map((value, index) => ({
                value,
                label: choice.optionLabels[index]!,
              }))}
              value={chosen[choice.key] ?? choice.defaultValue}
              onChange={(value) => choose(choice.key, value)}
            />
          ))}
        </CalculatorForm>
        <ResultsPanel
          ref={results}
          lines={lines}
          result={shown.result}
          source={shown.source}
          saves={history !== undefined}
          waitingFor={form.visibleErrors[0]?.field.label ?? null}
        >
          {after?.(values)}
        </ResultsPanel>
      </div>
      {headline && resultLine && (
        <resultLine.ResultLine
          label={headline.label}
          amount={shown.result[headline.key] ?? 0}
          months={headline.months}
          form={formBox}
          results={results}
          onPress={() => revealResults(results.current, true)}
        />
      )}
      {growth && (
        <GrowthSection
          growth={{
            ...growth,
            investedLabel: word(`result.${growth.investedKey}`),
            returnsLabel: word(`result.${growth.returnsKey}`),
          }}
        />
      )}
      {withdrawals && (
        <WithdrawalSection
          withdrawals={{
            ...withdrawals,
            withdrawnLabel: word(`result.${withdrawals.withdrawnKey}`),
            leftLabel: word(`result.${withdrawals.leftKey}`),
          }}
        />
      )}
      {below?.(values)}
      <Disclaimer />
    </div>
  );
}
