import type { AppNotification } from "@kosh/core/notifications/investment-notifications";
import { unreadBadge } from "@kosh/core/notifications/investment-notifications";
import { useCallback, useEffect, useId, useState } from "react";
import { useLocation } from "wouter";
import { Icon } from "../../components/ui/icon.tsx";
import { Popover } from "../../components/ui/popover.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { notificationMessages } from "./messages/index.ts";
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
  const t = useMessages(notificationMessages);
  const notifications = useNotifications(userId);
  const badge = unreadBadge(notifications);
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);
  const headingId = useId();

  useEffect(() => claimNotifications(userId), [userId]);

  function follow(notice: AppNotification) {
    markNotificationRead(notice.id);
    setOpen(false);
    if (notice.actionUrl) navigate(notice.actionUrl);
  }

  return (
    <Popover
      open={open}
      onToggle={toggle}
      onClose={close}
      className="relative"
      label={badge ? t("bellUnread", { count: badge }) : t("bell")}
      trigger={
        <>
          <Icon name="bell" className="size-6" />
          {badge && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.6875rem] leading-5 font-bold text-white"
            >
              {badge}
            </span>
          )}
        </>
      }
      triggerClassName="relative flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      panelProps={{ role: "region", "aria-labelledby": headingId }}
      panelClassName="fixed inset-x-2 top-bar z-50 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      {open && (
        <NotificationPanel
          notifications={notifications}
          headingId={headingId}
          onFollow={follow}
        />
      )}
    </Popover>
  );
}
