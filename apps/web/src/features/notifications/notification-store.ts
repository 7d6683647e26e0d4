import type { Investment } from "@kosh/core/contracts/investments";
import { todayIso } from "@kosh/core/format/date";
import {
  withInvestmentNotifications,
  type AppNotification,
} from "@kosh/core/notifications/investment-notifications";
import { parseStoredNotifications } from "@kosh/core/notifications/stored-notifications";
import { useSyncExternalStore } from "react";

/** The storage entry of docs/product.md#notifications; notifications live in this browser only. */
export const NOTIFICATIONS_STORAGE_KEY = "notifications";
/**
 * Whose notices the entry holds. They name companies and amounts, so on a shared computer the
 * next person to sign in must not see the last one's: a new owner starts from an empty list.
 */
export const NOTIFICATIONS_OWNER_KEY = "notifications-owner";

const listeners = new Set<() => void>();
// Used when storage is unavailable (private mode, quota): notices then last for the visit.
let memory: readonly AppNotification[] = [];
let cachedRaw: string | null | undefined;
let cachedList: readonly AppNotification[] = [];
let memoryOwner: string | null = null;

function readRaw(): string | null | undefined {
  try {
    return localStorage.getItem(NOTIFICATIONS_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

/** The stored notifications, newest first; the same array until storage changes. */
export function readNotifications(): readonly AppNotification[] {
  const raw = readRaw();
  if (raw === undefined) return memory;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseStoredNotifications(raw);
  }
  return cachedList;
}

function writeNotifications(next: readonly AppNotification[]) {
  memory = next;
  try {
    if (next.length === 0) localStorage.removeItem(NOTIFICATIONS_STORAGE_KEY);
    else localStorage.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, full): the in-memory list still serves this visit.
  }
  listeners.forEach((listener) => listener());
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
  writeNotifications([]);
}

/**
 * Adds the notices of docs/product.md#notifications from the person's active investments; repeats
 * are skipped.
 */
export function syncInvestmentNotifications(
  investments: readonly Investment[],
  userId: string,
) {
  claimNotifications(userId);
  const current = readNotifications();
  const next = withInvestmentNotifications(current, investments, todayIso());
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
  writeNotifications(readNotifications().filter((notice) => notice.id !== id));
}

export function clearNotifications() {
  writeNotifications([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab adding or reading notices updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === NOTIFICATIONS_STORAGE_KEY ||
      event.key === NOTIFICATIONS_OWNER_KEY ||
      event.key === null
    ) {
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const NONE: readonly AppNotification[] = [];

/** The signed-in person's notices; someone else's stored ones read as none. */
export function useNotifications(userId: string): readonly AppNotification[] {
  const notifications = useSyncExternalStore(
    subscribe,
    readNotifications,
    readNotifications,
  );
  return readOwner() === userId ? notifications : NONE;
}
