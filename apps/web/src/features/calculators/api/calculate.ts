import type {
  InputValues,
  SliderShape,
} from "@kosh/core/calculators/slider-config";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";
import type {
  CalculatorDefinition,
  CalculatorResult,
} from "../calculator-definition.ts";

export type CalculationSource = "server" | "device";

export interface Calculation<V, R> {
  inputs: V;
  result: R;
  source: CalculationSource;
}

/** Gateways answer 502–504 when the API behind them is down: as good as unreachable. */
function serverUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.unreachable || [502, 503, 504].includes(error.status))
  );
}

/**
 * `POST /api/calculate/<calculator>`, or the same formula on this device when the server cannot be
 * reached. A plain request, not a mutation: public pages load no query library (decision 0021).
 */
export async function calculate<
  F extends readonly SliderShape[],
  R extends CalculatorResult<R>,
>(
  definition: CalculatorDefinition<F, R>,
  inputs: InputValues,
  signal: AbortSignal,
  /** What a person reads when the entries cannot be loaded, in the page's language. */
  notLoaded: string,
): Promise<Calculation<InputValues, R>> {
  try {
    // The entries carry their zod contracts: loaded on the first Calculate, not with the page, so
    // a calculator's page stays within its JavaScript budget (docs/architecture.md#performance-budgets).
    const endpoints = await import("@kosh/core/api/calculate").then(
      (module) => module.calculateEndpoints,
      () => {
        throw new ApiError(0, notLoaded);
      },
    );
    const answer = await callEndpoint(
      endpoints[definition.slug],
      { body: inputs },
      { signal, fallbackMessage: "client.calculationFailed" },
    );
    // Checked against the slug's response contract, whose fields are the definition's results.
    const result = answer as R;
    return { inputs, result, source: "server" };
  } catch (caught) {
    if (signal.aborted || !serverUnreachable(caught)) throw caught;
    return { inputs, result: definition.compute(inputs), source: "device" };
  }
}
