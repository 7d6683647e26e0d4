import type {
  CreateInvestmentInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useRetryKeys } from "../../../lib/retry-keys.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { allInvestmentsKey, investmentsQueryKey } from "./get-investments.ts";
import { useChosenHousehold } from "../../../lib/households.ts";

/** Adds an investment, once per `key` however often it is sent. */
export async function createInvestment(
  body: CreateInvestmentInput,
  key: string,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).create,
    { body, headers: { "idempotency-key": key } },
    { fallbackMessage: "investments.createFailed" },
  );
}

/**
 * Adds the new investment at the top at once, then refetches the list
 * (docs/product.md#add-an-investment). The same form sent again after no answer came carries its
 * first key, so the investment is recorded once.
 */
export function useCreateInvestment() {
  const queryClient = useQueryClient();
  const household = useChosenHousehold();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: (body: CreateInvestmentInput) =>
      keys.send(body, (key) => createInvestment(body, key)),
    onSuccess: async (created) => {
      queryClient.setQueryData<Investment[]>(
        investmentsQueryKey(household),
        (list) => [
          created,
          ...(list ?? []).filter((investment) => investment.id !== created.id),
        ],
      );
      await queryClient.invalidateQueries({ queryKey: allInvestmentsKey });
    },
  });
}
