import type {
  CreateInvestmentInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { investmentsQueryKey } from "./get-investments.ts";

export async function createInvestment(
  body: CreateInvestmentInput,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).create,
    { body },
    { fallbackMessage: "investments.createFailed" },
  );
}

/**
 * Adds the new investment at the top at once, then refetches the list
 * (docs/product.md#add-an-investment).
 */
export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvestment,
    onSuccess: async (created) => {
      queryClient.setQueryData<Investment[]>(investmentsQueryKey, (list) => [
        created,
        ...(list ?? []).filter((investment) => investment.id !== created.id),
      ]);
      await queryClient.invalidateQueries({ queryKey: investmentsQueryKey });
    },
  });
}
