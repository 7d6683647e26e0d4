import { Spinner } from "../../components/spinner.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { authMessages } from "./messages/index.ts";

/**
 * Shown for the moment the stored session is being checked, instead of a wrong redirect. A screen
 * tall, like the page placeholder, so the footer does not start in view and then jump away when
 * the page arrives (Lighthouse's layout shift of 0.53 on the signed-in /dashboard).
 */
export function SessionLoading() {
  const t = useMessages(authMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex min-h-dvh max-w-md justify-center px-4 py-16"
    >
      <Spinner className="size-6 text-brand-700" />
      <span className="sr-only">{t("session.checking")}</span>
    </div>
  );
}
