import {
  inputsFromQuery,
  inputsToQuery,
} from "@kosh/core/calculators/share-query";
import type {
  FieldValues,
  SliderConfig,
} from "@kosh/core/calculators/slider-config";
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
import { toast } from "../../components/toaster.tsx";
import { useSliderForm } from "../../components/use-slider-form.ts";
import { HistoryButton } from "./history/history-button.tsx";
import { saveToHistory } from "./history/history-store.ts";
import { CalculatorForm } from "./calculator-form.tsx";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";
import { Disclaimer } from "./disclaimer.tsx";
import { GrowthSection } from "./growth-section.tsx";
import { LinkNotice } from "./link-notice.tsx";
import { ResultsPanel } from "./results-panel.tsx";
import { useCalculation, type CalculationTrigger } from "./use-calculation.ts";
import { useOpeningSearch } from "./use-opening-search.ts";

interface StandardCalculatorProps<
  F extends readonly SliderConfig[],
  R extends CalculatorResult<R>,
> {
  definition: CalculatorDefinition<F, R>;
  /** Extra content under the results, given the inputs on screen. */
  after?: (values: FieldValues<F>) => ReactNode;
}

/** A stored record's inputs, checked against today's slider ranges like a shared link. */
function valuesFromRecord<F extends readonly SliderConfig[]>(
  fields: F,
  record: HistoryRecord,
) {
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
export function StandardCalculator<
  F extends readonly SliderConfig[],
  R extends CalculatorResult<R>,
>({ definition, after }: StandardCalculatorProps<F, R>) {
  const { fields, history } = definition;
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
    inputs: FieldValues<F>,
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
          history.title,
          done.inputs,
          Object.fromEntries(
            definition.results.map(({ key }) => [key, done.result[key]]),
          ),
        ),
      );
    }
    toast({
      title: history.toastTitle,
      message: history.toastMessage(done.result),
    });
  }

  function load(record: HistoryRecord) {
    const values = valuesFromRecord(fields, record);
    form.replaceValues(values);
    void calculate(values, "load");
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <title>{`${definition.title} — Kosh`}</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {definition.title}
          </h1>
          <p className="mt-2 text-slate-600">{definition.intro}</p>
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
          lines={definition.results}
          result={shown.result}
          source={shown.source}
          saves={history !== undefined}
          waitingFor={form.visibleErrors[0]?.field.label ?? null}
        >
          {after?.(form.values)}
        </ResultsPanel>
      </div>
      {definition.growth && (
        <GrowthSection
          growth={definition.growth(growthShown.inputs, growthShown.result)}
        />
      )}
      <Disclaimer />
    </div>
  );
}
