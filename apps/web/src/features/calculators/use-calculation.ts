import {
  inputsToQuery,
  type PeriodUnits,
} from "@kosh/core/calculators/share-query";
import type {
  InputValues,
  SliderShape,
} from "@kosh/core/calculators/slider-config";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";
import { calculate, type Calculation } from "./api/calculate.ts";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "./calculator-definition.ts";

/** Why a calculation is confirmed: the Calculate button, or a history record loaded. */
export type CalculationTrigger = "user" | "load";

/**
 * Confirms the figures on screen with the server, or computes them on this device when the server
 * cannot be reached (docs/product.md#live-figures). A newer run cancels an older one, so a slow
 * answer never overwrites a fresh one.
 */
export function useCalculation<
  F extends readonly SliderShape[],
  R extends CalculatorResult<R>,
>(definition: CalculatorDefinition<F, R>) {
  type Inputs = InputValues;
  const [confirmed, setConfirmed] = useState<Calculation<Inputs, R> | null>(
    null,
  );
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const t = useMessages(calculatorScreenMessages);
  const failed = t("form.failed");
  const notLoaded = t("form.notLoaded");

  useEffect(() => () => current.current?.abort(), []);

  const confirm = useCallback(
    /** `units`: the periods shown in months or days, which the address keeps so (`tenureDays=444`). */
    async (
      inputs: Inputs,
      units: PeriodUnits = {},
    ): Promise<Calculation<Inputs, R> | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setLoading(true);
      setError(null);
      try {
        const next = await calculate(
          definition,
          inputs,
          controller.signal,
          notLoaded,
        );
        if (controller.signal.aborted) return null;
        setConfirmed(next);
        setLoading(false);
        // The address now reproduces this result when shared or reloaded.
        const query = inputsToQuery(
          definition.fields,
          inputs,
          definition.choices,
          units,
        );
        window.history.replaceState(
          window.history.state,
          "",
          `${window.location.pathname}?${query}`,
        );
        return next;
      } catch (caught) {
        // A run cancelled by a newer one (or by leaving the page) leaves the state to that one.
        if (controller.signal.aborted) return null;
        setLoading(false);
        setError(
          caught instanceof ApiError && caught.message
            ? caught.message
            : failed,
        );
        return null;
      }
    },
    [definition, failed, notLoaded],
  );

  return { confirmed, loading, error, confirm };
}
