import type { Investment } from "@kosh/core/contracts/investments";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { readToken } from "../../../lib/session-token.ts";

export const investmentsQueryKey = ["investments"] as const;

/** The signed-in person's investments, newest first (GET /api/investments, docs/product.md#api). */
export async function getInvestments(
  signal?: AbortSignal,
): Promise<Investment[]> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).list,
    {},
    { signal, fallbackMessage: "investments.loadFailed" },
  );
}

export function investmentsQueryOptions() {
  return queryOptions({
    queryKey: investmentsQueryKey,
    queryFn: ({ signal }) => getInvestments(signal),
  });
}

/**
 * The list. `prefetched`: the page asked for it already (usePrefetchInvestments), so a failure of
 * that request is shown as it is, with its Reload button, instead of being asked again unseen.
 * The screen starts no first load of its own while the page's is under way: TanStack Query would
 * otherwise start a second one when the screen mounts in the moment between that request's failure
 * and the cache hearing of it (the session check's answer can draw the screen just then), and the
 * second one's answer would be shown instead. Reload (refetch) asks whatever this says.
 */
export function useInvestments({ prefetched = false } = {}) {
  return useQuery({
    ...investmentsQueryOptions(),
    retryOnMount: !prefetched,
    enabled: (query) =>
      !prefetched ||
      query.state.status !== "pending" ||
      query.state.fetchStatus === "idle",
  });
}

/**
 * Starts loading the list while the start-up session check is still in flight, so the two requests
 * overlap instead of following each other (docs/architecture.md#performance-budgets). Once per
 * visit of the page, and only with a stored session: a guest is sent to sign in and asks for
 * nothing. A list whose last load failed is asked for again.
 *
 * "Once per visit" holds only while nothing below the page suspends on its first screen: a part
 * that waits for its words or code drops the page's render, and the next render here would see this
 * visit's failure as an old one and ask again, unseen. So the page names every dictionary its
 * first screen shows (app/router.tsx, lazyPage's `messages`).
 */
export function usePrefetchInvestments() {
  const queryClient = useQueryClient();
  useState(() => {
    const state = queryClient.getQueryState(investmentsQueryKey);
    if (readToken() !== null && (!state || state.status === "error")) {
      void queryClient.prefetchQuery(investmentsQueryOptions());
    }
  });
}

/**
 * After a change to one investment (closed, a deposit added or removed): the server's answer
 * replaces it in the list at once, then the list is read again.
 */
export function useInvestmentChanged() {
  const queryClient = useQueryClient();
  return async (changed: Investment) => {
    queryClient.setQueryData<Investment[]>(investmentsQueryKey, (list) =>
      (list ?? []).map((investment) =>
        investment.id === changed.id ? changed : investment,
      ),
    );
    await queryClient.invalidateQueries({ queryKey: investmentsQueryKey });
  };
}
