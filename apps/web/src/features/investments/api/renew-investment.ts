import type {
  Investment,
  RenewInvestmentInput,
} from "@kosh/core/contracts/investments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { investmentsQueryKey } from "./get-investments.ts";

export async function renewInvestment(
  id: string,
  body: RenewInvestmentInput,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).renew,
    { params: { id }, body },
    { fallbackMessage: "investments.renewFailed" },
  );
}

/** The renewal goes on top and the old investment shows as renewed at once; then the list is refetched. */
export function useRenewInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenewInvestmentInput }) =>
      renewInvestment(id, body),
    onSuccess: async (renewal, { id }) => {
      queryClient.setQueryData<Investment[]>(investmentsQueryKey, (list) => [
        renewal,
        ...(list ?? []).map((investment) =>
          investment.id === id
            ? { ...investment, status: "renewed" as const }
            : investment,
        ),
      ]);
      await queryClient.invalidateQueries({ queryKey: investmentsQueryKey });
    },
  });
}
