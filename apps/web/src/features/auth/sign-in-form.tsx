import { useEffect, useRef, useState, type ChangeEvent } from "react";
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

/**
 * How long after the first code for an address the invite-only note shows: a mail that has not
 * come by then is most likely not coming (docs/product.md#sign-in).
 */
const NO_CODE_NOTE_SECONDS = 60;

/** The e-mail step reads only the address; the code box is empty and unused there. */
const emailStep = z.object(sendOtpRequest.shape);

/** What the code box keeps of what was typed or pasted: its digits, at most a code's length. */
const codeDigits = (typed: string) =>
  typed.replace(/\D/g, "").slice(0, OTP_LENGTH);

/**
 * The e-mail step, then the code step with the address locked (docs/product.md#sign-in). After
 * Resend the note says the earlier code no longer works; a minute after the first code was asked
 * for, a note says that Kosh is invite-only and whom to ask, the same for every address.
 */
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
  const sinceFirstCode = useCountdown();
  const [resent, setResent] = useState(false);
  const otpInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (otpSent) otpInput.current?.focus();
  }, [otpSent]);

  const submit = form.submit(async ({ email, otp }) => {
    if (loading) return;
    if (otp === undefined) {
      form.set("email", email);
      if (await auth.sendOtp(email)) {
        countdown.start(RESEND_COUNTDOWN_SECONDS);
        sinceFirstCode.start(NO_CODE_NOTE_SECONDS);
        setResent(false);
      }
      return;
    }
    // Success signs the person in; the screen then takes them where they were going.
    await auth.verifyOtp(email, otp);
  });

  const resend = async () => {
    form.set("otp", "");
    form.clearErrors();
    if (await auth.resendOtp()) {
      countdown.start(RESEND_COUNTDOWN_SECONDS);
      setResent(true);
    }
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
            {resent
              ? t("signIn.codeResent", { length: OTP_LENGTH })
              : t("signIn.codeSent", {
                  sent: say(OTP_SENT_MESSAGE),
                  length: OTP_LENGTH,
                })}
          </p>
          <FormField label={t("signIn.otp")} error={form.errors.otp}>
            {(control) => (
              <input
                {...control}
                value={form.values.otp}
                // Digits only, so "482 913" pasted from the mail is the code (no maxLength, which
                // would cut the pasted text before its space is gone).
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  form.set("otp", codeDigits(event.target.value))
                }
                ref={otpInput}
                inputMode="numeric"
                autoComplete="one-time-code"
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

      {otpSent && (
        // In the page from the code step on, so a screen reader says the note when it appears.
        <div aria-live="polite">
          {sinceFirstCode.done && (
            <p className="text-sm text-slate-600">{t("signIn.noCode")}</p>
          )}
        </div>
      )}
    </form>
  );
}
