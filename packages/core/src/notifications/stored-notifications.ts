import {
  capNotifications,
  type AppNotification,
  type NotificationType,
} from "./investment-notifications.ts";

const TYPES: readonly NotificationType[] = [
  "maturity",
  "milestone",
  "reminder",
  "success",
  "warning",
];

function isNotification(value: unknown): value is AppNotification {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "string" &&
    TYPES.includes(entry.type as NotificationType) &&
    typeof entry.title === "string" &&
    typeof entry.message === "string" &&
    typeof entry.timestamp === "string" &&
    typeof entry.read === "boolean" &&
    (entry.actionUrl === undefined || typeof entry.actionUrl === "string")
  );
}

/**
 * The notifications kept in the browser's storage entry. Storage is shared with whatever ran on
 * this origin before, so anything malformed is dropped rather than trusted; the list stays capped.
 */
export function parseStoredNotifications(
  raw: string | null,
): AppNotification[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed)
    ? capNotifications(parsed.filter(isNotification))
    : [];
}
