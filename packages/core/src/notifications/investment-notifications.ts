import type { Investment } from "../contracts/investments.ts";
import { byCode } from "../format/compare.ts";
import { daysBetween, formatLongDate } from "../format/date.ts";
import { formatInr } from "../format/money.ts";
import type { Locale } from "../i18n/locale.ts";
import { translate, type Translate } from "../i18n/messages.ts";
import en from "./messages/en.ts";

/** The notices' words in one language, and the language for their dates (messages/). */
export interface NoticeWords {
  t: Translate<typeof en>;
  locale: Locale;
}

/** The notices in English, what they say when not given another language. */
export const ENGLISH_NOTICE_WORDS: NoticeWords = {
  t: translate(en),
  locale: "en",
};

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
  const investmentId = investmentOf(notification);
  return investmentId === undefined
    ? undefined
    : `${notification.type}:${investmentId}`;
}

/** The id of the investment a notice speaks of, read from its link; none for other notices. */
function investmentOf(notification: AppNotification): string | undefined {
  const prefix = investmentLink("");
  if (!notification.actionUrl?.startsWith(prefix)) return undefined;
  return decodeURIComponent(notification.actionUrl.slice(prefix.length));
}

function describe(investment: NoticeFields, { t }: NoticeWords): string {
  return t("investment", {
    type: investment.invest_types.type_name,
    company: investment.investment_companies.name,
    amount: formatInr(investment.principal_amount),
  });
}

/**
 * The notices of docs/product.md#notifications, for one active investment, before de-duplication.
 */
function noticesFor(
  investment: NoticeFields,
  today: string,
  timestamp: string,
  words: NoticeWords,
): AppNotification[] {
  const { t, locale } = words;
  const named = describe(investment, words);
  const endDate = formatLongDate(investment.end_date, locale);
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
        daysLeft === 1
          ? t("maturity.tomorrow")
          : t("maturity.inDays", { days: daysLeft }),
      message: t("maturity.message", { investment: named, date: endDate }),
    });
  } else if (daysLeft < 0) {
    notices.push({
      ...base,
      id: `warning-${investment.id}`,
      type: "warning",
      title: t("overdue.title"),
      message: t("overdue.message", { investment: named, date: endDate }),
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
      title: t("milestone.title"),
      message: t("milestone.message", {
        investment: named,
        share,
        amount: formatInr(maturity),
      }),
    });
  }
  return notices;
}

/**
 * Which notices, by key (`noticeKey`), no longer ask anything of the person
 * (docs/product.md#notifications): every notice of an investment since renewed or closed, and a
 * maturity or overdue notice of one whose end date has moved on since (a PPF account extended,
 * docs/product.md#ppf-extension): 'maturity' once the end date is more than 30 days away, 'warning'
 * once it is no longer past. An investment the list does not hold keeps its notices: nothing says
 * it ended.
 */
export function outdatedNotices(
  investments: readonly NoticeFields[],
  today: string,
): (key: string | undefined) => boolean {
  const byId = new Map(
    investments.map((investment) => [investment.id, investment]),
  );
  return (key) => {
    if (key === undefined) return false;
    const separator = key.indexOf(":");
    const investment = byId.get(key.slice(separator + 1));
    if (!investment) return false;
    if (investment.status !== "active") return true;
    const daysLeft = daysBetween(today, investment.end_date);
    const type = key.slice(0, separator);
    return (
      (type === "maturity" && daysLeft > MATURITY_WINDOW_DAYS) ||
      (type === "warning" && daysLeft >= 0)
    );
  };
}

/**
 * Adds the notices due for the user's active investments to the existing list: a notice is skipped
 * when one of the same type already mentions that investment. A notice that no longer asks
 * anything of the person (`outdatedNotices`: its investment renewed, closed or extended) goes.
 * The result keeps the 50 newest.
 */
export function withInvestmentNotifications(
  existing: readonly AppNotification[],
  investments: readonly NoticeFields[],
  today: string,
  now: Date = new Date(),
  /** The keys (`noticeKey`) of notices the person deleted or cleared: never generated again. */
  dismissed: ReadonlySet<string> = new Set(),
  /** The language the new notices are written in: the page's. */
  words: NoticeWords = ENGLISH_NOTICE_WORDS,
): AppNotification[] {
  const outdated = outdatedNotices(investments, today);
  const current = existing.filter((notice) => !outdated(noticeKey(notice)));
  // A notice mentions its investment through its link, so its key names its type and investment:
  // one look-up per notice, where scanning the list for each one took 50 ms of a phone's page
  // with 1,000 investments (docs/bench-log.md).
  const held = new Set(current.map(noticeKey));
  const added: AppNotification[] = [];
  const timestamp = now.toISOString();
  for (const investment of investments) {
    // The notices added all bear one time, and the list keeps the newest 50 in the order they
    // came: none added after the 50th could be kept, so none is written.
    if (added.length >= NOTIFICATION_LIMIT) break;
    if (investment.status !== "active") continue;
    for (const notice of noticesFor(investment, today, timestamp, words)) {
      const key = noticeKey(notice);
      if (key !== undefined && (held.has(key) || dismissed.has(key))) continue;
      added.push(notice);
      held.add(key);
    }
  }
  return capNotifications([...added, ...current]);
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
