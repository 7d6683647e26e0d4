import type { AppNotification } from "@kosh/core/notifications/investment-notifications";
import { formatLongDate } from "@kosh/core/format/date";
import { IconButton } from "../../components/ui/icon-button.tsx";
import { NotificationIcon } from "./notification-icon.tsx";
import {
  clearNotifications,
  deleteNotification,
  markAllNotificationsRead,
} from "./notification-store.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmButton } from "../../components/confirm-dialog.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { notificationMessages } from "./messages/index.ts";

interface NotificationPanelProps {
  notifications: readonly AppNotification[];
  headingId: string;
  /** A notice was chosen: it is marked read and its link followed. */
  onFollow: (notification: AppNotification) => void;
}

/**
 * The dropdown (docs/product.md#notifications): mark all read, clear all (confirmed in the app's
 * dialog, which leaves the dropdown open beneath it), per-item delete, empty text.
 */
export function NotificationPanel({
  notifications,
  headingId,
  onFollow,
}: NotificationPanelProps) {
  const t = useMessages(notificationMessages);
  const locale = useLocale();
  const hasUnread = notifications.some((notice) => !notice.read);
  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="mr-auto font-semibold text-slate-900">
          {t("heading")}
        </h2>
        {notifications.length > 0 && (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={markAllNotificationsRead}
              disabled={!hasUnread}
            >
              {t("markAllRead")}
            </Button>
            <ConfirmButton
              label={t("clearAll")}
              title={t("clearTitle")}
              message={t("clearConfirmation")}
              onConfirm={clearNotifications}
            />
          </>
        )}
      </div>
      {notifications.length === 0 ? (
        <div className="px-4 py-10 text-center">
          <p className="font-medium text-slate-800">{t("empty")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("emptyHint")}</p>
        </div>
      ) : (
        <ul className="max-h-[min(28rem,calc(100dvh-8rem))] divide-y divide-slate-100 overflow-y-auto">
          {notifications.map((notice) => (
            <li
              key={notice.id}
              // The notice's button names it by its title, as it reads; its ::after covers the
              // row, so the whole notice is what a pointer presses.
              className={`relative flex items-start gap-3 py-3 pr-2 pl-4 hover:bg-slate-50 ${notice.read ? "" : "bg-brand-50/60"}`}
            >
              <NotificationIcon type={notice.type} />
              <div className="min-w-0 flex-1">
                <button
                  type="button"
                  aria-describedby={`${headingId}-${notice.id}-message`}
                  onClick={() => onFollow(notice)}
                  className="flex items-center gap-2 text-left text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
                >
                  {notice.title}
                  {!notice.read && (
                    <>
                      <span
                        aria-hidden="true"
                        className="size-2 rounded-full bg-brand-600"
                      />
                      <span className="sr-only">{t("unread")}</span>
                    </>
                  )}
                </button>
                <p
                  id={`${headingId}-${notice.id}-message`}
                  className="mt-0.5 text-sm text-slate-600"
                >
                  {notice.message}
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  {formatLongDate(new Date(notice.timestamp), locale)}
                </p>
              </div>
              <IconButton
                icon="close"
                label={t("delete", { title: notice.title })}
                iconClassName="size-4"
                onClick={() => deleteNotification(notice.id)}
                className="relative z-10 -mt-1 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
