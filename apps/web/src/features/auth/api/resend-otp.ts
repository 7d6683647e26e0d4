import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export function resendOtp(email: string): Promise<unknown> {
  return apiRequest("/auth/resend-otp", {
    method: "POST",
    body: { email },
    fallbackMessage: "Failed to resend OTP",
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
