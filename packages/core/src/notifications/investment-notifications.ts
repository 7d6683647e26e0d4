import type { Investment } from "../contracts/investments.ts";
import { byCode } from "../format/compare.ts";
import { daysBetween, formatLongDate } from "../format/date.ts";
import { formatInr } from "../format/money.ts";

export const NOTIFICATION_LIMIT = 50;
export const MATURITY_WINDOW_DAYS = 30;
/** Total return above this share of the principal earns a milestone notice. */
export const MILESTONE_RETURN_SHARE = 0.5;

export type NotificationType =
  "maturity" | "milestone" | "reminder" | "success" | "warning";

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO time it was created. */
  timestamp: string;
  read: boolean;
  actionUrl?: string;
}

type NoticeFields = Pick<
  Investment,
  "id" | "status" | "end_date" | "principal_amount" | "maturity_amount"
> & {
  investment_companies: { name: string };
  invest_types: { type_name: string };
};

export function investmentLink(investmentId: string): string {
  return `/dashboard?investment=${encodeURIComponent(investmentId)}`;
}

/**
 * What identifies a notice across loads: its type and the investment it mentions. A notice the
 * person deleted or cleared is remembered by this key and not generated again.
 */
export function noticeKey(notification: AppNotification): string | undefined {
  const prefix = investmentLink("");
  if (!notification.actionUrl?.startsWith(prefix)) return undefined;
  const investmentId = decodeURIComponent(
    notification.actionUrl.slice(prefix.length),
  );
  return `${notification.type}:${investmentId}`;
}

/** A notice mentions an investment through its link; de-duplication relies on that. */
function mentions(
  notification: AppNotification,
  investmentId: string,
): boolean {
  return notification.actionUrl === investmentLink(investmentId);
}

function describe(investment: NoticeFields): string {
  return `${investment.invest_types.type_name} with ${investment.investment_companies.name} (${formatInr(investment.principal_amount)})`;
}

/**
 * The notices of docs/product.md#notifications, for one active investment, before de-duplication.
 */
function noticesFor(
  investment: NoticeFields,
  today: string,
  timestamp: string,
): AppNotification[] {
  const notices: AppNotification[] = [];
  const daysLeft = daysBetween(today, investment.end_date);
  const base = {
    timestamp,
    read: false,
    actionUrl: investmentLink(investment.id),
  };
  if (daysLeft >= 1 && daysLeft <= MATURITY_WINDOW_DAYS) {
    notices.push({
      ...base,
      id: `maturity-${investment.id}`,
      type: "maturity",
      title:
        daysLeft === 1 ? "Matures tomorrow" : `Matures in ${daysLeft} days`,
      message: `Your ${describe(investment)} matures on ${formatLongDate(investment.end_date)}. Decide whether to renew or close it.`,
    });
  } else if (daysLeft < 0) {
    notices.push({
      ...base,
      id: `warning-${investment.id}`,
      type: "warning",
      title: "Investment overdue",
      message: `Your ${describe(investment)} matured on ${formatLongDate(investment.end_date)} and is still marked active. Renew or close it.`,
    });
  }
  const maturity = investment.maturity_amount;
  if (
    maturity != null &&
    investment.principal_amount > 0 &&
    maturity - investment.principal_amount >
      investment.principal_amount * MILESTONE_RETURN_SHARE
  ) {
    const share = Math.round(
      ((maturity - investment.principal_amount) / investment.principal_amount) *
        100,
    );
    notices.push({
      ...base,
      id: `milestone-${investment.id}`,
      type: "milestone",
      title: "High-return milestone",
      message: `Your ${describe(investment)} is set to return ${share}% over its principal, maturing at ${formatInr(maturity)}.`,
    });
  }
  return notices;
}

/**
 * Adds the notices due for the user's active investments to the existing list: a notice is skipped
 * when one of the same type already mentions that investment; the result keeps the 50 newest.
 */
export function withInvestmentNotifications(
  existing: readonly AppNotification[],
  investments: readonly NoticeFields[],
  today: string,
  now: Date = new Date(),
  /** The keys (`noticeKey`) of notices the person deleted or cleared: never generated again. */
  dismissed: ReadonlySet<string> = new Set(),
): AppNotification[] {
  const added: AppNotification[] = [];
  const timestamp = now.toISOString();
  for (const investment of investments) {
    if (investment.status !== "active") continue;
    for (const notice of noticesFor(investment, today, timestamp)) {
      const duplicate = [...existing, ...added].some(
        (other) => other.type === notice.type && mentions(other, investment.id),
      );
      const key = noticeKey(notice);
      if (!duplicate && !(key && dismissed.has(key))) added.push(notice);
    }
  }
  return capNotifications([...added, ...existing]);
}

/** Newest first, at most 50. */
export function capNotifications(
  notifications: readonly AppNotification[],
): AppNotification[] {
  return [...notifications]
    .sort((a, b) => byCode(b.timestamp, a.timestamp))
    .slice(0, NOTIFICATION_LIMIT);
}

export function unreadBadge(
  notifications: readonly AppNotification[],
): string | null {
  const unread = notifications.filter(
    (notification) => !notification.read,
  ).length;
  if (unread === 0) return null;
  return unread > 99 ? "99+" : String(unread);
}
