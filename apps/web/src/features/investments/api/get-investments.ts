import type { Investment } from "@kosh/core/contracts/investments";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { readToken } from "../../../lib/session-token.ts";
import { useChosenHousehold } from "../../../lib/households.ts";

/** Every household's investments and what is read from them (the tax year), for invalidation. */
export const allInvestmentsKey = ["investments"] as const;

/**
 * The investments of one household (docs/product.md#household; undefined: the person's own), so
 * switching households asks for the other's and never shows one's list as the other's.
 */
export const investmentsQueryKey = (household: string | undefined) =>
  [...allInvestmentsKey, household ?? "own"] as const;

/**
 * A household's investments, newest first (GET /api/investments, docs/product.md#api); undefined:
 * the person's own, as the query's key says.
 */
export async function getInvestments(
  household: string | undefined,
  signal?: AbortSignal,
): Promise<Investment[]> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).list,
    { query: { household } },
    { signal, fallbackMessage: "investments.loadFailed" },
  );
}

export function investmentsQueryOptions(household: string | undefined) {
  return queryOptions({
    queryKey: investmentsQueryKey(household),
    queryFn: ({ signal }) => getInvestments(household, signal),
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
    ...investmentsQueryOptions(useChosenHousehold()),
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
  const household = useChosenHousehold();
  useState(() => {
    const state = queryClient.getQueryState(investmentsQueryKey(household));
    if (readToken() !== null && (!state || state.status === "error")) {
      void queryClient.prefetchQuery(investmentsQueryOptions(household));
    }
  });
}

/**
 * After a change to one investment (closed, a deposit added or removed): the server's answer
 * replaces it in the list at once, then the list is read again.
 */
export function useInvestmentChanged() {
  const queryClient = useQueryClient();
  const household = useChosenHousehold();
  return async (changed: Investment) => {
    queryClient.setQueryData<Investment[]>(
      investmentsQueryKey(household),
      (list) =>
        (list ?? []).map((investment) =>
          investment.id === changed.id ? changed : investment,
        ),
    );
    await queryClient.invalidateQueries({ queryKey: allInvestmentsKey });
  };
}
