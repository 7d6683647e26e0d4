import { accountEndpoints } from "@kosh/core/api/account";
import type { DeleteAccountInput } from "@kosh/core/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** `DELETE /api/account` with the code just mailed (docs/product.md#your-data). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) =>
      callEndpoint(
        accountEndpoints.deleteAccount,
        { body },
        { fallbackMessage: "account.deleteFailed" },
      ),
  });
}
