import type { Investment } from "@kosh/core/contracts/investments";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useInvestmentChanged } from "./get-investments.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";

/** Names the members who hold an investment, first holder first (PUT /api/investments/:id/holders). */
export async function setInvestmentHolders(
  id: string,
  holderIds: string[],
): Promise<Investment> {
  return callEndpoint((await loadInvestmentEndpoints()).setHolders, {
    params: { id },
    body: { holder_ids: holderIds },
  });
}

/** The investment as the server answers replaces the one in the list, then the list is read again. */
export function useSetInvestmentHolders() {
  return useMutation({
    mutationFn: (request: { id: string; holderIds: string[] }) =>
      setInvestmentHolders(request.id, request.holderIds),
    onSuccess: useInvestmentChanged(),
  });
}
