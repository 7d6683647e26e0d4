import type { Investment } from "@kosh/core/contracts/investments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

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
