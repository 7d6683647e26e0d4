/**
 * Where a person goes after signing in when they did not come from anywhere
 * (docs/product.md#protected-pages).
 */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * The remembered location, if it is safe to go back to: a path on this site only, so a crafted
 * `?next=//evil.example` link cannot bounce a freshly signed-in person to another site.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/")) return null;
  if (raw.startsWith("//") || raw.startsWith("/\\")) return null;
  const path = raw.split(/[?#]/, 1)[0];
  if (path === "/auth" || path === "/login") return null;
  return raw;
}

/** `/auth?next=%2Fdashboard` — the screen to visit, remembering where to return. */
export function withNext(screen: string, next: string): string {
  return `${screen}?next=${encodeURIComponent(next)}`;
}

/** The `next` of a search string (`useSearch()`), made safe. */
export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get("next"));
}
