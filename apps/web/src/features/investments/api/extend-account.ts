import type {
  ExtendAccountInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useInvestmentChanged } from "./get-investments.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";

/** Extends a matured PPF account by 5 years, with deposits or without (docs/product.md#ppf-extension). */
export async function extendAccount(
  id: string,
  body: ExtendAccountInput,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).extend,
    { params: { id }, body },
    { fallbackMessage: "investments.extendFailed" },
  );
}

/** The account as the server answers replaces the one in the list, then the list is read again. */
export function useExtendAccount() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExtendAccountInput }) =>
      extendAccount(id, body),
    onSuccess: useInvestmentChanged(),
  });
}
