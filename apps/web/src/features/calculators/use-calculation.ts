import { inputsToQuery } from "@kosh/core/calculators/share-query";
import type {
  FieldValues,
  SliderConfig,
} from "@kosh/core/calculators/slider-config";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { useCalculate, type Calculation } from "./api/calculate.ts";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";

/** Why a calculation ran: the page opening, the Calculate button, or a history record loaded. */
export type CalculationTrigger = "initial" | "user" | "load";

/**
 * Runs a calculation on the server, or on this device when the server cannot be reached.
 * A newer run cancels an older one, so a slow answer never overwrites a fresh one; the last
 * result stays on screen while the next one loads.
 */
export function useCalculation<
  F extends readonly SliderConfig[],
  R extends CalculatorResult<R>,
>(definition: CalculatorDefinition<F, R>) {
  type Inputs = FieldValues<F>;
  const { mutateAsync, isPending, error } = useCalculate(definition);
  const [calculation, setCalculation] = useState<Calculation<Inputs, R> | null>(
    null,
  );
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async (
      inputs: Inputs,
      trigger: CalculationTrigger,
    ): Promise<Calculation<Inputs, R> | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      try {
        const next = await mutateAsync({ inputs, signal: controller.signal });
        if (controller.signal.aborted) return null;
        setCalculation(next);
        if (trigger !== "initial") {
          // The address now reproduces this result when shared or reloaded.
          const query = inputsToQuery(definition.fields, inputs);
          window.history.replaceState(
            window.history.state,
            "",
            `${window.location.pathname}?${query}`,
          );
        }
        return next;
      } catch {
        // The mutation holds the error for the page to show.
        return null;
      }
    },
    [definition, mutateAsync],
  );

  return {
    calculation,
    loading: isPending,
    error: error
      ? error instanceof ApiError && error.message
        ? error.message
        : "Calculation failed"
      : null,
    run,
  };
}
