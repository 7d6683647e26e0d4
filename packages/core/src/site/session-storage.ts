/**
 * Where the web app keeps a session in the browser's localStorage (docs/product.md#sessions): one
 * convention for the app (apps/web/src/lib/session-token.ts) and for the tools that open it as a
 * signed-in person (e2e, the bench).
 */

/** The session token the API is called with. */
export const TOKEN_STORAGE_KEY = "kosh.session-token";

/**
 * Who the stored token was last confirmed to belong to, as `GET /api/auth/profile` answered: the
 * signed-in page is drawn for them when the start-up check cannot reach the server. Goes with the
 * token.
 */
export const KNOWN_USER_STORAGE_KEY = "kosh.session-user";
