import { localeOfPath } from "@kosh/core/i18n/locale";
import { lazy, Suspense } from "react";
import { useSession } from "../../lib/session.tsx";
import { componentMessages } from "../../components/messages/index.ts";
import { notificationMessages } from "./messages/index.ts";

// The bell's words load in the page's language beside its code, with the shared controls' for
// its Clear all's dialog.
const NotificationBell = lazy(() => {
  const locale = localeOfPath(window.location.pathname);
  return Promise.all([
    import("./notification-bell.tsx"),
    notificationMessages.load(locale),
    componentMessages.load(locale),
  ]).then(([module]) => module);
});

/** The bell's place in the top bar; its code loads only once someone signed in sees it. */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
      <NotificationBell userId={user.id} />
    </Suspense>
  );
}
