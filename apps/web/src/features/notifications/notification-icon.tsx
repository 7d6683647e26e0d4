import type { NotificationType } from "@kosh/core/notifications/investment-notifications";
import { useMessages } from "../../lib/i18n/messages.ts";
import { notificationMessages } from "./messages/index.ts";

// Outline icons on a 24-unit grid, one per kind of notice, each in its own colour.
const ICONS: Record<NotificationType, { path: string; colours: string }> = {
  maturity: {
    path: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z",
    colours: "bg-blue-50 text-blue-700",
  },
  warning: {
    path: "M12 9v4M12 17h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
    colours: "bg-orange-50 text-orange-700",
  },
  milestone: {
    path: "M3 17l6-6 4 4 8-8M15 7h6v6",
    colours: "bg-green-50 text-green-700",
  },
  reminder: {
    path: "M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0",
    colours: "bg-slate-100 text-slate-700",
  },
  success: {
    path: "M20 6 9 17l-5-5",
    colours: "bg-brand-50 text-brand-700",
  },
};

export function NotificationIcon({ type }: { type: NotificationType }) {
  const t = useMessages(notificationMessages);
  const icon = ICONS[type];
  return (
    <span
      className={`grid size-8 shrink-0 place-items-center rounded-full ${icon.colours}`}
    >
      <svg
        role="img"
        aria-label={t(`type.${type}`)}
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icon.path} />
      </svg>
    </span>
  );
}
