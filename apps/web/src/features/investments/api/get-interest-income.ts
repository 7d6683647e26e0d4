import type { InterestIncome } from "@kosh/core/contracts/investments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { investmentsQueryKey } from "./get-investments.ts";

/** Under the investments' key, so adding, renewing or closing one refreshes it too. */
export const interestIncomeQueryKey = [
  ...investmentsQueryKey,
  "interest-income",
] as const;

/** Interest per financial year (GET /api/investments/interest-income, docs/product.md#tax-year-interest). */
export async function getInterestIncome(
  signal?: AbortSignal,
): Promise<InterestIncome> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).interestIncome,
    {},
    { signal, fallbackMessage: "investments.interestLoadFailed" },
  );
}

export function interestIncomeQueryOptions() {
  return queryOptions({
    queryKey: interestIncomeQueryKey,
    queryFn: ({ signal }) => getInterestIncome(signal),
  });
}

export function useInterestIncome() {
  return useQuery(interestIncomeQueryOptions());
}
