/** The single localStorage entry holding the session token (docs/product.md#sessions). */
export const TOKEN_STORAGE_KEY = "kosh.session-token";

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode); the session then lasts until the tab closes.
  }
}
