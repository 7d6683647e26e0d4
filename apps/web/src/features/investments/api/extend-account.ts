import type {
  ExtendAccountInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useRetryKeys } from "../../../lib/retry-keys.ts";
import { useInvestmentChanged } from "./get-investments.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";

/**
 * Extends a matured PPF account by 5 years, with deposits or without (docs/product.md#ppf-extension),
 * once per `key` however often it is sent.
 */
export async function extendAccount(
  id: string,
  body: ExtendAccountInput,
  key: string,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).extend,
    { params: { id }, body, headers: { "idempotency-key": key } },
    { fallbackMessage: "investments.extendFailed" },
  );
}

/**
 * The account as the server answers replaces the one in the list, then the list is read again.
 * The same extension sent again after no answer came carries its first key, so it gets the first
 * answer back, not a refusal of the account it had already extended.
 */
export function useExtendAccount() {
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: (request: { id: string; body: ExtendAccountInput }) =>
      keys.send(request, (key) => extendAccount(request.id, request.body, key)),
    onSuccess: useInvestmentChanged(),
  });
}
