import { schemeRateEndpoints } from "@kosh/core/api/scheme-rates";
import type {
  SaveSchemeRatesInput,
  SchemeRateQuarterAnswer,
} from "@kosh/core/contracts/scheme-rates";
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { forgetSchemeRatesInForce } from "../../../lib/scheme-rates.ts";

export const schemeRateHistoryKey = ["admin", "scheme-rates"] as const;

/** Every quarter's notified rates, the latest first (GET /admin/scheme-rates, admins only). */
export function getSchemeRateHistory(
  signal?: AbortSignal,
): Promise<SchemeRateQuarterAnswer[]> {
  return callEndpoint(
    schemeRateEndpoints.history,
    {},
    { signal, fallbackMessage: "rates.loadFailed" },
  );
}

export function useSchemeRateHistory() {
  return useQuery(
    queryOptions({
      queryKey: schemeRateHistoryKey,
      queryFn: ({ signal }) => getSchemeRateHistory(signal),
    }),
  );
}

/** Enters a quarter's rates or corrects them (docs/product.md#scheme-rates). */
export function saveSchemeRates(
  quarterStart: string,
  body: SaveSchemeRatesInput,
): Promise<SchemeRateQuarterAnswer> {
  return callEndpoint(
    schemeRateEndpoints.save,
    { params: { quarterStart }, body },
    { fallbackMessage: "rates.saveFailed" },
  );
}

/**
 * The history is reloaded before the save counts as done, so the table never shows the old
 * figures again; the rates in force a scheme page takes are asked afresh by the next one.
 */
export function useSaveSchemeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      quarterStart,
      body,
    }: {
      quarterStart: string;
      body: SaveSchemeRatesInput;
    }) => saveSchemeRates(quarterStart, body),
    onSuccess: async () => {
      forgetSchemeRatesInForce();
      await queryClient.invalidateQueries({ queryKey: schemeRateHistoryKey });
    },
  });
}
