import type { Investment } from "@kosh/core/contracts/investments";
import { todayIso } from "@kosh/core/format/date";
import {
  noticeKey,
  outdatedNotices,
  withInvestmentNotifications,
  type NoticeWords,
  type AppNotification,
} from "@kosh/core/notifications/investment-notifications";
import { parseStoredNotifications } from "@kosh/core/notifications/stored-notifications";
import { persistedStore, useStore } from "../../lib/store.ts";

/** The storage entry of docs/product.md#notifications; notifications live in this browser only. */
export const NOTIFICATIONS_STORAGE_KEY = "notifications";
/**
 * Whose notices the entry holds. They name companies and amounts, so on a shared computer the
 * next person to sign in must not see the last one's: a new owner starts from an empty list.
 */
export const NOTIFICATIONS_OWNER_KEY = "notifications-owner";
/**
 * The notices the owner deleted or cleared (type and investment), so they are not generated
 * again on the next load. Kept beside the notices, in this browser, like them.
 */
export const DISMISSED_NOTICES_KEY = "notifications-dismissed";
/** Enough for every notice of a large portfolio; the oldest dismissals go first. */
const DISMISSED_LIMIT = 1_000;
let memoryDismissed: readonly string[] = [];

// Where storage is unavailable (private mode, quota), notices last for the visit.
const notifications = persistedStore<readonly AppNotification[]>({
  key: NOTIFICATIONS_STORAGE_KEY,
  empty: [],
  parse: parseStoredNotifications,
  isEmpty: (list) => list.length === 0,
  // Another tab signing in as someone else hides this one's notices too.
  alsoWatch: [NOTIFICATIONS_OWNER_KEY],
});
let memoryOwner: string | null = null;

/** The stored notifications, newest first; the same array until storage changes. */
export const readNotifications = notifications.get;
const writeNotifications = notifications.set;

function readDismissed(): readonly string[] {
  try {
    const raw = localStorage.getItem(DISMISSED_NOTICES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((key): key is string => typeof key === "string")
      : [];
  } catch {
    return memoryDismissed;
  }
}

function writeDismissed(keys: readonly string[]) {
  memoryDismissed = keys.slice(-DISMISSED_LIMIT);
  try {
    if (memoryDismissed.length === 0)
      localStorage.removeItem(DISMISSED_NOTICES_KEY);
    else
      localStorage.setItem(
        DISMISSED_NOTICES_KEY,
        JSON.stringify(memoryDismissed),
      );
  } catch {
    // Storage refused: the in-memory list serves this visit.
  }
}

/** Remembers these notices as dismissed, so the next load does not bring them back. */
function dismiss(notices: readonly AppNotification[]) {
  const keys = notices
    .map(noticeKey)
    .filter((key): key is string => key !== undefined);
  if (keys.length === 0) return;
  const known = readDismissed();
  writeDismissed([...known, ...keys.filter((key) => !known.includes(key))]);
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(NOTIFICATIONS_OWNER_KEY);
  } catch {
    return memoryOwner;
  }
}

/** Makes `userId` the owner of the stored notices, dropping anyone else's. */
export function claimNotifications(userId: string) {
  if (readOwner() === userId) return;
  memoryOwner = userId;
  try {
    localStorage.setItem(NOTIFICATIONS_OWNER_KEY, userId);
  } catch {
    // Storage refused: the in-memory owner serves this visit.
  }
  writeDismissed([]);
  writeNotifications([]);
}

/**
 * Adds the notices of docs/product.md#notifications from the person's active investments; repeats
 * are skipped, and notices (and dismissals) that no longer ask anything of the person go.
 */
export function syncInvestmentNotifications(
  investments: readonly Investment[],
  userId: string,
  /** The language of the page: new notices are written in it. */
  words?: NoticeWords,
) {
  claimNotifications(userId);
  const today = todayIso();
  // A dismissal outlives its notice no longer: an extended PPF's deleted 'Matures in 5 days' must
  // not keep the notice of its new maturity away.
  const outdated = outdatedNotices(investments, today);
  const dismissed = readDismissed();
  const stillDismissed = dismissed.filter((key) => !outdated(key));
  if (stillDismissed.length !== dismissed.length)
    writeDismissed(stillDismissed);
  const current = readNotifications();
  const next = withInvestmentNotifications(
    current,
    investments,
    today,
    new Date(),
    new Set(stillDismissed),
    words,
  );
  const changed =
    next.length !== current.length ||
    next.some((notice, index) => notice.id !== current[index]?.id);
  if (changed) writeNotifications(next);
}

export function markNotificationRead(id: string) {
  const current = readNotifications();
  if (!current.some((notice) => notice.id === id && !notice.read)) return;
  writeNotifications(
    current.map((notice) =>
      notice.id === id ? { ...notice, read: true } : notice,
    ),
  );
}

export function markAllNotificationsRead() {
  writeNotifications(
    readNotifications().map((notice) => ({ ...notice, read: true })),
  );
}

export function deleteNotification(id: string) {
  const current = readNotifications();
  dismiss(current.filter((notice) => notice.id === id));
  writeNotifications(current.filter((notice) => notice.id !== id));
}

export function clearNotifications() {
  dismiss(readNotifications());
  writeNotifications([]);
}

const NONE: readonly AppNotification[] = [];

/** The signed-in person's notices; someone else's stored ones read as none. */
export function useNotifications(userId: string): readonly AppNotification[] {
  const list = useStore(notifications);
  return readOwner() === userId ? list : NONE;
}
