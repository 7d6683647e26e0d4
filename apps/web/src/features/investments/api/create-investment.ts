import { investmentEndpoints } from "@kosh/core/api/investments";
import type {
  CreateInvestmentInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { investmentsQueryKey } from "./get-investments.ts";

export function createInvestment(
  body: CreateInvestmentInput,
): Promise<Investment> {
  return callEndpoint(
    investmentEndpoints.create,
    { body },
    { fallbackMessage: "Failed to create investment" },
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
