import { lazy, Suspense } from "react";
import { useSession } from "../../lib/session.tsx";

const NotificationBell = lazy(() => import("./notification-bell.tsx"));

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
