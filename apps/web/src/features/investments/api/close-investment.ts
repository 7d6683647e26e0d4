import type { Investment } from "@kosh/core/contracts/investments";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";
import { useInvestmentChanged } from "./get-investments.ts";

export async function closeInvestment(
  id: string,
  transactionReason: string,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).close,
    { params: { id }, body: { transaction_reason: transactionReason } },
    { fallbackMessage: "investments.closeFailed" },
  );
}

/**
 * The server's updated investment replaces the one in the list; then the list is refetched
 * (docs/product.md#close).
 */
export function useCloseInvestment() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      closeInvestment(id, reason),
    onSuccess: useInvestmentChanged(),
  });
}
