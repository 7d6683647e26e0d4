import {
  inputsFromQuery,
  inputsToQuery,
} from "@kosh/core/calculators/share-query";
import {
  labelledFields,
  wordKey,
} from "@kosh/core/calculators/calculator-words";
import type {
  FieldValues,
  SliderShape,
} from "@kosh/core/calculators/slider-config";
import { formatInr } from "@kosh/core/format/money";
import {
  createHistoryRecord,
  type HistoryRecord,
} from "@kosh/core/history/history-record";
import {
  useDeferredValue,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { PageHead } from "../../components/page-head.tsx";
import { toast } from "../../components/toaster.tsx";
import { useSliderForm } from "../../components/use-slider-form.ts";
import { calculatorWordMessages } from "../../lib/i18n/calculator-messages.ts";
import { useMessages, type MessageValues } from "../../lib/i18n/messages.ts";
import { HistoryButton } from "./history/history-button.tsx";
import { saveToHistory } from "./history/history-store.ts";
import { CalculatorForm } from "./calculator-form.tsx";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";
import { Disclaimer } from "./disclaimer.tsx";
import { GrowthSection, WithdrawalSection } from "./growth-section.tsx";
import { LinkNotice } from "./link-notice.tsx";
import { ResultsPanel } from "./results-panel.tsx";
import { useCalculation, type CalculationTrigger } from "./use-calculation.ts";
import { useOpeningSearch } from "./use-opening-search.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

/** The sliders of a calculator the server answers; their values, keyed by field. */
type Fields = readonly SliderShape[];

interface StandardCalculatorProps<R extends CalculatorResult<R>> {
  definition: CalculatorDefinition<Fields, R>;
  /** Extra content under the results, given the inputs on screen. */
  after?: (values: FieldValues<Fields>) => ReactNode;
}

/** A stored record's inputs, checked against today's slider ranges like a shared link. */
function valuesFromRecord(fields: Fields, record: HistoryRecord) {
  const params = new URLSearchParams(
    Object.entries(record.inputs).map(([key, value]) => [key, String(value)]),
  );
  return inputsFromQuery(fields, params.toString()).values;
}

/**
 * Brings the results into view after Calculate when they are out of sight (below the form on a
 * phone), and moves focus there so a screen reader follows.
 */
function revealResults(section: HTMLElement | null) {
  if (!section) return;
  const { top } = section.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight / 2) return;
  const reduceMotion = window.matchMedia?.(
    "(prefers-reduced-motion: reduce)",
  ).matches;
  section.scrollIntoView({
    behavior: reduceMotion ? "auto" : "smooth",
    block: "start",
  });
  section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
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
}: StandardCalculatorProps<R>) {
  const { history, slug } = definition;
  const words = useMessages(calculatorWordMessages[slug]);
  const t = useMessages(calculatorScreenMessages);
  const word = (part: string, values?: MessageValues) =>
    words(wordKey(slug, part), values);
  // The sliders with their labels in the page's language; the same fields, keys and ranges.
  const fields = useMemo(
    () => labelledFields(slug, definition.fields, words),
    [slug, definition.fields, words],
  );
  const search = useOpeningSearch();
  const [fromLink] = useState(() => inputsFromQuery(fields, search));
  const form = useSliderForm(fields, fromLink.values);
  const { confirmed, loading, error, confirm } = useCalculation(definition);
  const [blocked, setBlocked] = useState<string | null>(null);
  const results = useRef<HTMLElement>(null);

  const live = useMemo(
    () => definition.compute(form.values),
    [definition, form.values],
  );
  const isConfirmed =
    confirmed !== null &&
    inputsToQuery(fields, confirmed.inputs) ===
      inputsToQuery(fields, form.values);
  const shown = isConfirmed
    ? confirmed
    : { inputs: form.values, result: live, source: "live" as const };
  // The ring and the year table follow a moment behind, so the figures keep up with a drag.
  const growthShown = useDeferredValue(shown);

  async function calculate(
    inputs: FieldValues<Fields>,
    trigger: CalculationTrigger,
  ) {
    setBlocked(null);
    const done = await confirm(inputs);
    if (!done) return;
    revealResults(results.current);
    if (!history) return;
    // One record per Calculate; a loaded record is already in history and is not copied.
    if (trigger === "user") {
      saveToHistory(
        createHistoryRecord(
          history.type,
          word("history.title"),
          done.inputs,
          Object.fromEntries(
            definition.results.map((key) => [key, done.result[key]]),
          ),
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
  }

  const growth = definition.growth?.(growthShown.inputs, growthShown.result);
  const withdrawals = definition.withdrawals?.(
    growthShown.inputs,
    growthShown.result,
  );

  function load(record: HistoryRecord) {
    const values = valuesFromRecord(fields, record);
    form.replaceValues(values);
    void calculate(values, "load");
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageHead title={t("page.title", { title: word("title") })} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {word("title")}
          </h1>
          <p className="mt-2 text-slate-600">{word("intro")}</p>
        </div>
        {history && <HistoryButton type={history.type} onLoad={load} />}
      </div>
      <LinkNotice labels={fromLink.rejected.map((field) => field.label)} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <CalculatorForm
          bindings={fields.map((field) => form.bind(field))}
          errors={form.errors}
          loading={loading}
          error={blocked ?? error}
          onCalculate={() => void calculate(form.values, "user")}
          onBlocked={(message) => {
            form.revealErrors();
            setBlocked(message);
          }}
        />
        <ResultsPanel
          ref={results}
          lines={definition.results.map((key) => ({
            key,
            label: word(`result.${key}`),
            months: definition.months?.includes(key),
          }))}
          result={shown.result}
          source={shown.source}
          saves={history !== undefined}
          waitingFor={form.visibleErrors[0]?.field.label ?? null}
        >
          {after?.(form.values)}
        </ResultsPanel>
      </div>
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
      <Disclaimer />
    </div>
  );
}
