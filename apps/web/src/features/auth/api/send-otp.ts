import { authEndpoints } from "@kosh/core/api/auth";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** Asks for a sign-in code; the server answers alike for every address. */
export function sendOtp(email: string): Promise<unknown> {
  return callEndpoint(
    authEndpoints.sendOtp,
    { body: { email } },
    { fallbackMessage: "auth.sendFailed" },
  );
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
