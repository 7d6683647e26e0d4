import { authEndpoints } from "@kosh/core/api/auth";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

export function resendOtp(email: string): Promise<unknown> {
  return callEndpoint(
    authEndpoints.resendOtp,
    { body: { email } },
    { fallbackMessage: "auth.resendFailed" },
  );
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
