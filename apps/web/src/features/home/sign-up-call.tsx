import { Link } from "wouter";
import { useSession } from "../../lib/session.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { homeMessages } from "./messages/index.ts";

/**
 * For guests only (docs/product.md#home-and-chat); hidden while a stored session is still being
 * checked.
 */
export function SignUpCall() {
  const { user, loading } = useSession();
  const t = useMessages(homeMessages);
  if (user || loading) return null;
  return (
    <section
      aria-labelledby="sign-up-heading"
      className="drawn-when-near mx-auto max-w-5xl px-4 pb-14 [--drawn-height:17rem]"
    >
      <div className="rounded-2xl bg-brand-800 p-6 text-white sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8">
        <div>
          <h2 id="sign-up-heading" className="text-2xl font-bold">
            {t("signUp.heading")}
          </h2>
          <p className="mt-2 max-w-xl text-brand-50">{t("signUp.body")}</p>
        </div>
        <Link
          href="/auth"
          className="mt-5 inline-block shrink-0 rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 sm:mt-0"
        >
          {t("signUp.link")}
        </Link>
      </div>
    </section>
  );
}
