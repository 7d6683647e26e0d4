import type { InterestIncome } from "@kosh/core/contracts/investments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { investmentsQueryKey } from "./get-investments.ts";
import { useChosenHousehold } from "../../../lib/households.ts";

/**
 * Under the household's investments' key, so adding, renewing or closing one refreshes it too,
 * and switching households asks for the other's.
 */
export const interestIncomeQueryKey = (household: string | undefined) =>
  [...investmentsQueryKey(household), "interest-income"] as const;

/** Interest per financial year (GET /api/investments/interest-income, docs/product.md#tax-year-interest). */
export async function getInterestIncome(
  household: string | undefined,
  signal?: AbortSignal,
): Promise<InterestIncome> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).interestIncome,
    { query: { household } },
    { signal, fallbackMessage: "investments.interestLoadFailed" },
  );
}

export function interestIncomeQueryOptions(household: string | undefined) {
  return queryOptions({
    queryKey: interestIncomeQueryKey(household),
    queryFn: ({ signal }) => getInterestIncome(household, signal),
  });
}

export function useInterestIncome() {
  return useQuery(interestIncomeQueryOptions(useChosenHousehold()));
}
