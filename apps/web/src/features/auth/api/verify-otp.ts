import { authEndpoints } from "@kosh/core/api/auth";
import type { VerifyOtpResponse } from "@kosh/core/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { goToProfileLocale } from "../../../lib/i18n/locale.tsx";
import { useSessionStore } from "../../../lib/session.tsx";
import { writeToken } from "../../../lib/session-token.ts";

export function verifyOtp({
  email,
  otp,
}: {
  email: string;
  otp: string;
}): Promise<VerifyOtpResponse> {
  return callEndpoint(
    authEndpoints.verifyOtp,
    { body: { email, otp } },
    { fallbackMessage: "auth.verifyFailed", token: null },
  );
}

/**
 * A right code starts the session: the token is stored and the person is signed in at once, and
 * taken to their language when the device chose none (goToProfileLocale).
 */
export function useVerifyOtp() {
  const store = useSessionStore();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ session, user }) => {
      writeToken(session.access_token);
      goToProfileLocale(user.locale);
      store.setUser(user);
    },
  });
}
