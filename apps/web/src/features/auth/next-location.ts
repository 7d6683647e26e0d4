import { CONTROL_CHARACTER } from "@kosh/core/contracts/control-character";

/**
 * Where a person goes after signing in when they did not come from anywhere
 * (docs/product.md#protected-pages).
 */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * The remembered location, if it is safe to go back to: resolved against this page's origin, it
 * must stay on this site, so neither `?next=//evil.example` nor `?next=/%09/evil.example` (the URL
 * parser drops the tab and reads `//evil.example`) can bounce a freshly signed-in person to another
 * site, and what it resolves to must be such a path itself (`/.//evil.example` resolves to
 * `//evil.example`). Anything holding control characters is refused outright.
 */
export function safeNextPath(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!raw || !raw.startsWith("/") || CONTROL_CHARACTER.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname === "/auth" || url.pathname === "/login") return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (new URL(path, origin).href !== url.href) return null;
  return path;
}

/** `/auth?next=%2Fdashboard` — the screen to visit, remembering where to return. */
export function withNext(screen: string, next: string): string {
  return `${screen}?next=${encodeURIComponent(next)}`;
}

/** The `next` of a search string (`useSearch()`), made safe. */
export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get("next"));
}
