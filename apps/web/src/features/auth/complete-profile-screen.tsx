import { Redirect, useSearch } from "wouter";
import { useSession } from "../../lib/session.tsx";
import { CompleteProfileForm } from "./complete-profile-form.tsx";
import { DEFAULT_AFTER_SIGN_IN, nextFromSearch } from "./next-location.ts";
import { SessionLoading } from "./session-loading.tsx";
import { PageHead } from "../../components/page-head.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { authMessages } from "./messages/index.ts";

/**
 * /complete-profile: only for a signed-in person whose profile is not completed
 * (docs/product.md#protected-pages).
 */
export function CompleteProfileScreen() {
  const { user, loading } = useSession();
  const t = useMessages(authMessages);
  const next = nextFromSearch(useSearch()) ?? DEFAULT_AFTER_SIGN_IN;

  if (!user) {
    if (loading) return <SessionLoading />;
    return <Redirect to="/login" replace />;
  }
  if (user.profile_completed) return <Redirect to={next} replace />;

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <PageHead title={t("profile.title")} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t("profile.heading")}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {t("profile.welcome", { email: user.email })}
        </p>
        <div className="mt-6">
          <CompleteProfileForm />
        </div>
      </div>
    </div>
  );
}
