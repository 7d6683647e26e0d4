import type { AppNotification } from "@kosh/core/notifications/investment-notifications";
import { unreadBadge } from "@kosh/core/notifications/investment-notifications";
import { useCallback, useEffect, useId, useState } from "react";
import { useLocation } from "wouter";
import { usePopover } from "../../components/ui/popover.ts";
import { NotificationPanel } from "./notification-panel.tsx";
import {
  claimNotifications,
  markNotificationRead,
  useNotifications,
} from "./notification-store.ts";

/**
 * The top bar's bell with its unread badge (capped at 99+) and its dropdown. A disclosure
 * rather than a menu: the panel holds buttons and text, and Escape or a click outside closes it.
 */
export default function NotificationBell({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const badge = unreadBadge(notifications);
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const { area, button } = usePopover(open, close);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => claimNotifications(userId), [userId]);

  function follow(notice: AppNotification) {
    markNotificationRead(notice.id);
    setOpen(false);
    if (notice.actionUrl) navigate(notice.actionUrl);
  }

  return (
    <div ref={area} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="relative flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
        </svg>
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.6875rem] leading-5 font-bold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      <div
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
        className="fixed inset-x-2 top-16 z-50 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
      >
        {open && (
          <NotificationPanel
            notifications={notifications}
            headingId={headingId}
            onFollow={follow}
          />
        )}
      </div>
    </div>
  );
}
