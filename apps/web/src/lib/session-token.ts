import type { User } from "@kosh/core/contracts/auth";
import { isLocale } from "@kosh/core/i18n/locale";
import {
  KNOWN_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
} from "@kosh/core/site/session-storage";

export { KNOWN_USER_STORAGE_KEY, TOKEN_STORAGE_KEY };

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A new token, or none: either way the person it was confirmed for is forgotten until confirmed again. */
export function writeToken(token: string | null): void {
  try {
    localStorage.removeItem(KNOWN_USER_STORAGE_KEY);
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode); the session then lasts until the tab closes.
  }
}

/** Remembers who the server said the stored token belongs to. */
export function writeKnownUser(user: User): void {
  try {
    if (readToken() !== null)
      localStorage.setItem(KNOWN_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Without storage there is no offline shell; the page says it cannot check, as before.
  }
}

/**
 * The person the stored token was last confirmed for, when there is a token. The shell carries
 * no zod: the entry is checked by hand, and anything else reads as nobody.
 */
export function readKnownUser(): User | null {
  if (readToken() === null) return null;
  try {
    const parsed: unknown = JSON.parse(
      localStorage.getItem(KNOWN_USER_STORAGE_KEY) ?? "null",
    );
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isUser(value: unknown): value is User {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  const textOrNull = (field: string) =>
    user[field] === null || typeof user[field] === "string";
  return (
    typeof user.id === "string" &&
    typeof user.email === "string" &&
    (user.role === "admin" || user.role === "user") &&
    typeof user.profile_completed === "boolean" &&
    isLocale(user.locale) &&
    ["name", "date_of_birth", "location"].every(textOrNull)
  );
}
