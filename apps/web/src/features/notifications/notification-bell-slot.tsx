import { localeOfPath } from "@kosh/core/i18n/locale";
import { lazy, Suspense } from "react";
import { DrawAfterPaint } from "../../components/draw-after-paint.tsx";
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

/** The bell's room while its code loads. */
const BELL_ROOM = <span aria-hidden="true" className="block size-10" />;

/**
 * The bell's place in the top bar; its code loads only once someone signed in sees it, a task after
 * the page that came with the session has painted: asking for its chunk and the ones it imports took
 * 20 ms of a 4× slowed CPU in the dashboard's first render (docs/architecture.md#first-paint).
 */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <DrawAfterPaint placeholder={BELL_ROOM}>
      <Suspense fallback={BELL_ROOM}>
        <NotificationBell userId={user.id} />
      </Suspense>
    </DrawAfterPaint>
  );
}
