import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** Asks for a sign-in code; the server answers alike for every address. */
export function sendOtp(email: string): Promise<unknown> {
  return apiRequest("/auth/send-otp", {
    method: "POST",
    body: { email },
    fallbackMessage: "Failed to send OTP",
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
