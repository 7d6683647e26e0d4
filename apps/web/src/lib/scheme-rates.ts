import type { SchemeRatesInForce } from "@kosh/core/contracts/scheme-rates";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "./api-client.ts";

/**
 * The small-savings rates in force today (docs/product.md#scheme-rates): one query, shared by every
 * scheme page (its default rate) and refreshed when an admin saves a quarter.
 */
export const schemeRatesInForceKey = ["scheme-rates"] as const;

/** A quarter's rates change four times a year at most: an hour's answer is fresh enough. */
const AN_HOUR = 60 * 60 * 1000;

export function schemeRatesInForceQuery() {
  return queryOptions({
    queryKey: schemeRatesInForceKey,
    // The entry and its contract load with the first call, not with the page that asks.
    queryFn: async ({ signal }): Promise<SchemeRatesInForce> => {
      const { schemeRateEndpoints } =
        await import("@kosh/core/api/scheme-rates");
      return callEndpoint(
        schemeRateEndpoints.inForce,
        {},
        { signal, fallbackMessage: "rates.loadFailed" },
      );
    },
    staleTime: AN_HOUR,
  });
}
