import type { Operator } from "@kosh/core/contracts/operator";
import { useEffect, useState } from "react";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";

/**
 * GET /api/operator: who runs this Kosh, from the server's configuration (decision 0054). The
 * entry carries its zod contract, so it is loaded on the call, not with the page: a public page's
 * first load carries no zod (docs/architecture.md#server-state).
 */
export async function getOperator(
  signal: AbortSignal,
  /** What a person reads when the entry cannot be loaded, in the page's language. */
  notLoaded: string,
): Promise<Operator> {
  const endpoints = await import("@kosh/core/api/operator").then(
    (module) => module.operatorEndpoints,
    () => {
      throw new ApiError(0, notLoaded);
    },
  );
  return callEndpoint(endpoints.operator, {}, { signal, token: null });
}

export type OperatorState =
  | { status: "loading" }
  | { status: "loaded"; operator: Operator }
  | { status: "failed"; message: string };

/**
 * The operator, asked for once the page is on screen. A plain request with its own pending and
 * error state, as public pages make them (decision 0021); `retry` asks again. The first state is
 * "loading" in the build's drawing and in the browser alike, so the prerendered page hydrates.
 */
export function useOperator(notLoaded: string): {
  state: OperatorState;
  retry: () => void;
} {
  const [state, setState] = useState<OperatorState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getOperator(controller.signal, notLoaded).then(
      (operator) => {
        if (!controller.signal.aborted)
          setState({ status: "loaded", operator });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: "failed",
          message: error instanceof Error ? error.message : notLoaded,
        });
      },
    );
    return () => controller.abort();
  }, [attempt, notLoaded]);
  return {
    state,
    retry: () => {
      setState({ status: "loading" });
      setAttempt((count) => count + 1);
    },
  };
}
