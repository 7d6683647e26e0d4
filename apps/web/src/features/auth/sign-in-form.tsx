import { useEffect, useRef } from "react";
import { z } from "zod";
import {
  OTP_LENGTH,
  OTP_SENT_MESSAGE,
  RESEND_COUNTDOWN_SECONDS,
  sendOtpRequest,
  verifyOtpRequest,
} from "@kosh/core/contracts/auth";
import { FormAlert } from "../../components/form/form-alert.tsx";
import { SubmitButton } from "../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../components/form/form-field.tsx";
import { useContractForm } from "../../components/form/use-contract-form.ts";
import { useSignInSteps } from "./sign-in-steps.tsx";
import { useCountdown } from "./use-countdown.ts";
import { Button } from "../../components/ui/button.tsx";
import { useErrorText } from "../../lib/i18n/error-messages.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { authMessages } from "./messages/index.ts";

/** The e-mail step reads only the address; the code box is empty and unused there. */
const emailStep = z.object(sendOtpRequest.shape);

/** The e-mail step, then the code step with the address locked (docs/product.md#sign-in). */
export function SignInForm() {
  const auth = useSignInSteps();
  const t = useMessages(authMessages);
  const say = useErrorText();
  const { otpSent, pendingEmail, loading, error } = auth;
  const form = useContractForm<
    { email: string; otp: string },
    { email: string; otp?: string }
  >({
    initial: { email: pendingEmail ?? "", otp: "" },
    schema: otpSent ? verifyOtpRequest : emailStep,
    onEdit: () => {
      if (error) auth.clearError();
    },
  });
  const countdown = useCountdown();
  const otpInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (otpSent) otpInput.current?.focus();
  }, [otpSent]);

  const submit = form.submit(async ({ email, otp }) => {
    if (loading) return;
    if (otp === undefined) {
      form.set("email", email);
      if (await auth.sendOtp(email)) countdown.start(RESEND_COUNTDOWN_SECONDS);
      return;
    }
    // Success signs the person in; the screen then takes them where they were going.
    await auth.verifyOtp(email, otp);
  });

  const resend = async () => {
    form.set("otp", "");
    form.clearErrors();
    if (await auth.resendOtp()) countdown.start(RESEND_COUNTDOWN_SECONDS);
    otpInput.current?.focus();
  };

  const changeEmail = () => {
    form.set("otp", "");
    form.clearErrors();
    auth.cancelOtp();
  };

  const submitLabel = t(
    error ? "signIn.tryAgain" : otpSent ? "signIn.verify" : "signIn.send",
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField
        label={t("signIn.email")}
        error={form.errors.email}
        action={
          otpSent && (
            <Button
              variant="link"
              size="inline"
              onClick={changeEmail}
              disabled={loading}
              className="text-sm"
            >
              {t("signIn.changeEmail")}
            </Button>
          )
        }
      >
        {(control) => (
          <input
            {...control}
            {...form.text("email")}
            value={
              otpSent ? (pendingEmail ?? form.values.email) : form.values.email
            }
            type="email"
            autoComplete="email"
            inputMode="email"
            readOnly={otpSent}
            className={inputClass}
          />
        )}
      </FormField>

      {otpSent && (
        <>
          <p
            role="status"
            className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
          >
            {t("signIn.codeSent", {
              sent: say(OTP_SENT_MESSAGE),
              length: OTP_LENGTH,
            })}
          </p>
          <FormField label={t("signIn.otp")} error={form.errors.otp}>
            {(control) => (
              <input
                {...control}
                {...form.text("otp")}
                ref={otpInput}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em]`}
              />
            )}
          </FormField>
        </>
      )}

      <FormAlert message={error} />

      <SubmitButton pending={loading} wide>
        {submitLabel}
      </SubmitButton>

      {otpSent && (
        <Button
          variant="secondary"
          className="w-full"
          onClick={resend}
          disabled={loading || countdown.secondsLeft > 0}
        >
          {countdown.secondsLeft > 0
            ? t("signIn.resendIn", { seconds: countdown.secondsLeft })
            : t("signIn.resend")}
        </Button>
      )}
    </form>
  );
}
