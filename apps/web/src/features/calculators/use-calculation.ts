import { inputsToQuery } from "@kosh/core/calculators/share-query";
import type {
  FieldValues,
  SliderConfig,
} from "@kosh/core/calculators/slider-config";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";

export type CalculationSource = "server" | "device";

export interface Calculation<V, R> {
  inputs: V;
  result: R;
  source: CalculationSource;
}

/** Why a calculation ran: the page opening, the Calculate button, or a history record loaded. */
export type CalculationTrigger = "initial" | "user" | "load";

/** Gateways answer 502–504 when the API behind them is down: as good as unreachable. */
function serverUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.unreachable || [502, 503, 504].includes(error.status))
  );
}

/**
 * Runs a calculation on the server, or on this device when the server cannot be reached.
 * A newer run cancels an older one, so a slow answer never overwrites a fresh one.
 */
export function useCalculation<
  F extends readonly SliderConfig[],
  R extends CalculatorResult<R>,
>(definition: CalculatorDefinition<F, R>) {
  type Inputs = FieldValues<F>;
  const [calculation, setCalculation] = useState<Calculation<Inputs, R> | null>(
    null,
  );
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      setLoading(true);
      setError(null);
      try {
        let next: Calculation<Inputs, R>;
        try {
          const result = await apiRequest<R>(definition.apiPath, {
            body: inputs,
            signal: controller.signal,
            fallbackMessage: "Calculation failed",
          });
          next = { inputs, result, source: "server" };
        } catch (caught) {
          if (controller.signal.aborted || !serverUnreachable(caught)) {
            throw caught;
          }
          next = {
            inputs,
            result: definition.compute(inputs),
            source: "device",
          };
        }
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
      } catch (caught) {
        if (controller.signal.aborted) return null;
        setError(
          caught instanceof ApiError && caught.message
            ? caught.message
            : "Calculation failed",
        );
        return null;
      } finally {
        if (current.current === controller) setLoading(false);
      }
    },
    [definition],
  );

  return { calculation, loading, error, run };
}
