import type {
  Investment,
  RenewInvestmentInput,
} from "@kosh/core/contracts/investments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useRetryKeys } from "../../../lib/retry-keys.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { allInvestmentsKey, investmentsQueryKey } from "./get-investments.ts";
import { useChosenHousehold } from "../../../lib/households.ts";

/** Renews an investment, once per `key` however often it is sent. */
export async function renewInvestment(
  id: string,
  body: RenewInvestmentInput,
  key: string,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).renew,
    { params: { id }, body, headers: { "idempotency-key": key } },
    { fallbackMessage: "investments.renewFailed" },
  );
}

/**
 * The renewal goes on top and the old investment shows as renewed at once; then the list is
 * refetched. The same renewal sent again after no answer came carries its first key, so it gets
 * the first answer back, not a refusal of the investment it had already renewed.
 */
export function useRenewInvestment() {
  const queryClient = useQueryClient();
  const household = useChosenHousehold();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: (request: { id: string; body: RenewInvestmentInput }) =>
      keys.send(request, (key) =>
        renewInvestment(request.id, request.body, key),
      ),
    onSuccess: async (renewal, { id }) => {
      queryClient.setQueryData<Investment[]>(
        investmentsQueryKey(household),
        (list) => [
          renewal,
          ...(list ?? []).map((investment) =>
            investment.id === id
              ? { ...investment, status: "renewed" as const }
              : investment,
          ),
        ],
      );
      await queryClient.invalidateQueries({ queryKey: allInvestmentsKey });
    },
  });
}
