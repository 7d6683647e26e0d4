import type { Investment } from "@kosh/core/contracts/investments";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { readToken } from "../../../lib/session-token.ts";

export const investmentsQueryKey = ["investments"] as const;

/** The signed-in person's investments, newest first (GET /api/investments, docs/product.md#api). */
export function getInvestments(signal?: AbortSignal): Promise<Investment[]> {
  return apiRequest<Investment[]>("/investments", {
    signal,
    fallbackMessage: "Failed to fetch investments",
  });
}

export function investmentsQueryOptions() {
  return queryOptions({
    queryKey: investmentsQueryKey,
    queryFn: ({ signal }) => getInvestments(signal),
  });
}

export function useInvestments() {
  return useQuery(investmentsQueryOptions());
}

/**
 * Starts loading the list while the start-up session check is still in flight, so the two requests
 * overlap instead of following each other (docs/architecture.md#performance-budgets). Only with a
 * stored session: a guest is sent to sign in and asks for nothing. What TanStack Query's own
 * `usePrefetchQuery` does, plus that condition.
 */
export function usePrefetchInvestments() {
  const queryClient = useQueryClient();
  if (readToken() !== null && !queryClient.getQueryState(investmentsQueryKey)) {
    void queryClient.prefetchQuery(investmentsQueryOptions());
  }
}
