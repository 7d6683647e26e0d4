import { authEndpoints } from "@kosh/core/api/auth";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/**
 * Asks for a fresh sign-in code to the person's own address, the code deleting the account takes
 * (docs/product.md#your-data): the same send-otp as signing in, under the same limits.
 */
export function useSendDeletionCode() {
  return useMutation({
    mutationFn: (email: string) =>
      callEndpoint(
        authEndpoints.sendOtp,
        { body: { email } },
        { fallbackMessage: "auth.sendFailed" },
      ),
  });
}
