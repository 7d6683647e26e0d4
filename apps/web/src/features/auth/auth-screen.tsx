import { useState } from "react";
import { Link, Redirect, useSearch } from "wouter";
import { useSession } from "../../lib/session.tsx";
import { DEFAULT_AFTER_SIGN_IN, nextFromSearch } from "./next-location.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { SignInStepsProvider, useSignInSteps } from "./sign-in-steps.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PageHead } from "../../components/page-head.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { authMessages } from "./messages/index.ts";

type Mode = "sign-in" | "register";

/** /auth: sign in with a code sent by e-mail, then back to where the person was going. */
export function AuthScreen() {
  return (
    <SignInStepsProvider>
      <SignInCard />
    </SignInStepsProvider>
  );
}

function SignInCard() {
  const { user } = useSession();
  const { otpSent } = useSignInSteps();
  const t = useMessages(authMessages);
  const next = nextFromSearch(useSearch()) ?? DEFAULT_AFTER_SIGN_IN;
  // Kosh is invite-only, so the Register/Sign in toggle exists but its footer stays hidden
  // (docs/product.md#sign-in).
  const [mode, setMode] = useState<Mode>("sign-in");

  if (user) return <Redirect to={next} replace />;

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <PageHead title={t("signIn.title")} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t(otpSent ? "signIn.verifyHeading" : "signIn.heading")}
        </h1>
        {!otpSent && (
          <p className="mt-2 text-sm text-slate-600">
            {t(mode === "sign-in" ? "signIn.intro" : "signIn.registerIntro")}
          </p>
        )}
        <div className="mt-6">
          <SignInForm />
        </div>
        <footer hidden className="mt-6 text-center text-sm text-slate-600">
          {mode === "sign-in" ? (
            <>
              {t("signIn.newToKosh")}{" "}
              <Button
                variant="link"
                size="inline"
                onClick={() => setMode("register")}
              >
                {t("signIn.register")}
              </Button>
            </>
          ) : (
            <>
              {t("signIn.alreadyInvited")}{" "}
              <Button
                variant="link"
                size="inline"
                onClick={() => setMode("sign-in")}
              >
                {t("signIn.signIn")}
              </Button>
            </>
          )}
        </footer>
      </div>
      {/* Before an address is given: what Kosh keeps and who holds it (docs/product.md#privacy). */}
      <p className="mt-4 text-center text-sm">
        <Link
          href="/privacy"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t("signIn.privacy")}
        </Link>
      </p>
    </div>
  );
}
