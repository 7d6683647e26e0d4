/**
 * The sign-in steps (docs/product.md#sign-in): send a code, verify it, or resend it. The screen
 * heading and the form share which step the person is on.
 */
import type { User } from "@kosh/core/contracts/auth";
import type { MessageKey } from "@kosh/core/contracts/message";
import { createContext, useContext, useState, type ReactNode } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { errorMessages } from "../../lib/i18n/error-messages.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { useSession } from "../../lib/session.tsx";
import { useResendOtp } from "./api/resend-otp.ts";
import { useSendOtp } from "./api/send-otp.ts";
import { useVerifyOtp } from "./api/verify-otp.ts";

export interface SignInSteps {
  otpSent: boolean;
  pendingEmail: string | null;
  /** True while a step, or the start-up session check, is in flight. */
  loading: boolean;
  error: string | null;
  /** Resolves true when the server accepted the address (it answers alike for every address). */
  sendOtp: (email: string) => Promise<boolean>;
  /** Resolves the signed-in user, or null when the code was refused (the reason is in `error`). */
  verifyOtp: (email: string, otp: string) => Promise<User | null>;
  resendOtp: () => Promise<boolean>;
  /** Back to the e-mail step, forgetting the pending address. */
  cancelOtp: () => void;
  clearError: () => void;
}

const SignInStepsContext = createContext<SignInSteps | null>(null);

function useSignInStepsState(): SignInSteps {
  const session = useSession();
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  // A failed start-up check shows here too, until the person edits or acts.
  const [sessionErrorSeen, setSessionErrorSeen] = useState(false);

  const say = useMessages(errorMessages);
  const failed = (error: unknown, fallback: MessageKey) => {
    setSessionErrorSeen(true);
    setStepError(errorMessage(error, say, fallback, "auth.unavailable"));
  };
  const starting = () => {
    setSessionErrorSeen(true);
    setStepError(null);
  };

  return {
    otpSent: pendingEmail !== null,
    pendingEmail,
    loading:
      session.loading || send.isPending || verify.isPending || resend.isPending,
    error:
      stepError ??
      (sessionErrorSeen || session.error === null
        ? null
        : errorMessage(
            session.error,
            say,
            "profile.loadFailed",
            "auth.unavailable",
          )),
    sendOtp: async (email) => {
      starting();
      try {
        await send.mutateAsync(email);
        setPendingEmail(email);
        return true;
      } catch (error) {
        setPendingEmail(null);
        failed(error, "auth.sendFailed");
        return false;
      }
    },
    verifyOtp: async (email, otp) => {
      starting();
      try {
        const { user } = await verify.mutateAsync({ email, otp });
        setPendingEmail(null);
        return user;
      } catch (error) {
        failed(error, "auth.verifyFailed");
        return null;
      }
    },
    resendOtp: async () => {
      if (!pendingEmail) return false;
      starting();
      try {
        await resend.mutateAsync(pendingEmail);
        return true;
      } catch (error) {
        failed(error, "auth.resendFailed");
        return false;
      }
    },
    cancelOtp: () => {
      setPendingEmail(null);
      starting();
    },
    clearError: starting,
  };
}

export function SignInStepsProvider({ children }: { children: ReactNode }) {
  const steps = useSignInStepsState();
  return (
    <SignInStepsContext.Provider value={steps}>
      {children}
    </SignInStepsContext.Provider>
  );
}

export function useSignInSteps(): SignInSteps {
  const steps = useContext(SignInStepsContext);
  if (!steps)
    throw new Error("useSignInSteps must be used inside <SignInStepsProvider>");
  return steps;
}
