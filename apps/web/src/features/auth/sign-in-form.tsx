import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  OTP_LENGTH,
  OTP_SENT_MESSAGE,
  RESEND_COUNTDOWN_SECONDS,
  sendOtpRequest,
  verifyOtpRequest,
} from "@kosh/core/contracts/auth";
import { useAuth } from "../../lib/auth.tsx";
import { fieldErrors } from "./field-errors.ts";
import { FormError } from "./form-error.tsx";
import { FormField } from "./form-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useCountdown } from "./use-countdown.ts";

type Field = "email" | "otp";

/** The e-mail step, then the code step with the address locked (docs/product.md#sign-in). */
export function SignInForm() {
  const auth = useAuth();
  const { otpSent, pendingEmail, loading, error } = auth;
  const [email, setEmail] = useState(pendingEmail ?? "");
  const [otp, setOtp] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const countdown = useCountdown();
  const otpInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (otpSent) otpInput.current?.focus();
  }, [otpSent]);

  const edit = (field: Field, value: string) => {
    if (field === "email") setEmail(value);
    else setOtp(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (error) auth.clearError();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!otpSent) {
      const parsed = sendOtpRequest.safeParse({ email });
      if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error));
      setEmail(parsed.data.email);
      if (await auth.sendOtp(parsed.data.email)) {
        countdown.start(RESEND_COUNTDOWN_SECONDS);
      }
      return;
    }
    const parsed = verifyOtpRequest.safeParse({ email: pendingEmail, otp });
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error));
    // Success signs the person in; the screen then takes them where they were going.
    await auth.verifyOtp(parsed.data.email, parsed.data.otp);
  };

  const resend = async () => {
    setOtp("");
    setErrors({});
    if (await auth.resendOtp()) countdown.start(RESEND_COUNTDOWN_SECONDS);
    otpInput.current?.focus();
  };

  const changeEmail = () => {
    setOtp("");
    setErrors({});
    auth.cancelOtp();
  };

  const submitLabel = error ? "Try Again" : otpSent ? "Verify OTP" : "Send OTP";

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField
        id="auth-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={otpSent ? (pendingEmail ?? email) : email}
        readOnly={otpSent}
        onChange={(event) => edit("email", event.target.value)}
        error={errors.email}
        action={
          otpSent && (
            <button
              type="button"
              onClick={changeEmail}
              disabled={loading}
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
            >
              Change email
            </button>
          )
        }
      />

      {otpSent && (
        <>
          <p
            role="status"
            className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
          >
            {OTP_SENT_MESSAGE} Enter the {OTP_LENGTH}-digit code from the
            e-mail; it is valid for 10 minutes.
          </p>
          <FormField
            ref={otpInput}
            id="auth-otp"
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(event) => edit("otp", event.target.value)}
            error={errors.otp}
            className="text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em]"
          />
        </>
      )}

      <FormError message={error} />

      <SubmitButton busy={loading}>{submitLabel}</SubmitButton>

      {otpSent && (
        <button
          type="button"
          onClick={resend}
          disabled={loading || countdown.secondsLeft > 0}
          className="w-full rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {countdown.secondsLeft > 0
            ? `Resend OTP in ${countdown.secondsLeft}s`
            : "Resend OTP"}
        </button>
      )}
    </form>
  );
}
