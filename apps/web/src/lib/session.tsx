/**
 * The signed-in state every screen shares (docs/product.md#sessions): the stored token, who it
 * belongs to, and signing out. The sign-in steps live in features/auth.
 *
 * A small store read with useSyncExternalStore, not a query: the shell, and with it every public
 * page, carries no query library (docs/decisions/0021-public-pages-without-tanstack-query.md). The
 * query client of the signed-in pages (lib/react-query.tsx) follows this store: it drops its cache
 * when the person changes and asks the store again after a 403. The shell imports only types from
 * the contracts: zod stays in the lazily loaded auth screens.
 */
import type { User } from "@kosh/core/contracts/auth";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { ApiError, callEndpoint, onUnauthorized } from "./api-client.ts";
import {
  readKnownUser,
  readToken,
  TOKEN_STORAGE_KEY,
  writeKnownUser,
  writeToken,
} from "./session-token.ts";
import { createListeners, createStore } from "./store.ts";

export type { User };

/** Sign-out must never make a person wait; the server call is best effort. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

/**
 * The sign-in endpoints, loaded when a session needs them: their zod contracts stay out of the
 * shell and the public pages (see above).
 */
export const loadAuthEndpoints = () =>
  import("@kosh/core/api/auth").then((module) => module.authEndpoints);

/**
 * Who the stored token belongs to: null without a token, or when the server no longer accepts it
 * (a 401 has already removed it). Any other failure keeps the token, so an outage or a dropped
 * connection does not sign the person out; a reload retries.
 */
export async function getSession(signal?: AbortSignal): Promise<User | null> {
  if (readToken() === null) return null;
  try {
    const { profile } = await loadAuthEndpoints();
    const { user } = await callEndpoint(
      profile,
      {},
      { signal, fallbackMessage: "profile.loadFailed" },
    );
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface SessionState {
  /**
   * Who is signed in. When the check could not reach the server (`error`), the person the stored
   * token was last confirmed for: the page keeps the signed-in shell and its pages say what needs
   * the network.
   */
  user: User | null;
  /** True while the start-up check, or a reload of who the person is, is in flight. */
  loading: boolean;
  /** Why the last check failed (not a 401: that simply signs out). */
  error: unknown;
}

/** A guest: what a page without a stored token shows, and what a page built ahead of time shows. */
const GUEST: SessionState = { user: null, loading: false, error: null };
const CHECKING: SessionState = { user: null, loading: true, error: null };

export interface SessionStore {
  getSnapshot: () => SessionState;
  /**
   * What a page built ahead of time, and its take-over, show: a guest's view, or with `drawnAs:
   * "checking"` a stored session's while it is checked.
   */
  getServerSnapshot: () => SessionState;
  /** The first subscriber starts the start-up check when a token is stored; a guest asks nothing. */
  subscribe: (listener: () => void) => () => void;
  /** Asks the server again who the stored token belongs to; a newer check replaces one in flight. */
  refresh: () => Promise<User | null>;
  /**
   * Starts (a user) or ends (null) the session in this tab. Whatever the previous person's pages
   * loaded is dropped first (`onPersonChange`), so the next person never sees it.
   */
  setUser: (user: User | null) => void;
  /** The same person, changed (a completed profile): nothing loaded is dropped. */
  updateUser: (user: User) => void;
  /** Called before a session starts or ends: the query client, once loaded, drops its cache. */
  onPersonChange: (listener: () => void) => () => void;
}

/**
 * `drawnAs: "checking"`: the store starts as a stored session being checked, token or not. Only
 * the build draws pages so (src/prerender.tsx): in a browser the stored token decides.
 */
export function createSessionStore({
  drawnAs,
}: { drawnAs?: "checking" } = {}): SessionStore {
  const built = drawnAs === "checking" ? CHECKING : GUEST;
  const session = createStore(
    built === CHECKING || readToken() !== null ? CHECKING : GUEST,
  );
  const personChange = createListeners();
  let started = false;
  let inFlight: {
    controller: AbortController;
    done: Promise<User | null>;
  } | null = null;
  const set = (next: SessionState) => {
    if (next.user) writeKnownUser(next.user);
    session.set(next);
  };
  const cancelCheck = () => {
    inFlight?.controller.abort();
    inFlight = null;
  };

  function refresh(): Promise<User | null> {
    started = true;
    cancelCheck();
    const controller = new AbortController();
    const done = getSession(controller.signal).then(
      (user) => settle({ user, loading: false, error: null }),
      // Not a 401 (getSession answers null for that): the token stands, and so does its person.
      (error: unknown) =>
        settle({ user: readKnownUser(), loading: false, error }),
    );
    const check = { controller, done };
    inFlight = check;
    const state = session.get();
    if (!state.loading) set({ ...state, loading: true });
    return done;

    // A check replaced by a newer one, or by a sign-in or sign-out meanwhile, changes nothing.
    function settle(next: SessionState): Promise<User | null> | User | null {
      if (inFlight !== check) return inFlight?.done ?? session.get().user;
      inFlight = null;
      set(next);
      return next.user;
    }
  }

  return {
    getSnapshot: session.get,
    getServerSnapshot: () => built,
    subscribe(listener) {
      const unsubscribe = session.subscribe(listener);
      if (!started) {
        started = true;
        if (session.get() === CHECKING) void refresh();
      }
      return unsubscribe;
    },
    refresh,
    setUser(user) {
      started = true;
      cancelCheck();
      personChange.notify();
      set(user ? { user, loading: false, error: null } : GUEST);
    },
    updateUser(user) {
      cancelCheck();
      set({ user, loading: false, error: null });
    },
    onPersonChange: personChange.add,
  };
}

const SessionContext = createContext<SessionStore | null>(null);

/** The app's session store, for the parts that change who is signed in (the sign-in steps). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSessionStore needs a SessionProvider");
  return store;
}

export interface Session {
  user: User | null;
  /** True while the start-up check, or a reload of who the person is, is in flight. */
  loading: boolean;
  /**
   * Why the session could not be checked (not a 401: that simply signs out): the sign-in steps
   * say it in the page's language (`errorMessage`), as they say their own failures.
   */
  error: unknown;
  refreshProfile: () => Promise<User | null>;
  /** Clears the local session at once; the server is told in the background. */
  signOut: () => Promise<void>;
}

export function useSession(): Session {
  const store = useSessionStore();
  const state = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );

  const signOut = useCallback(async () => {
    const token = readToken();
    writeToken(null);
    store.setUser(null);
    if (!token) return;
    await loadAuthEndpoints()
      .then(({ signOut: entry }) =>
        callEndpoint(
          entry,
          {},
          { token, signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS) },
        ),
      )
      .catch(() => {
        // docs/product.md#messages: a failed sign-out call is ignored; the local session is already gone.
      });
  }, [store]);

  return {
    user: state.user,
    loading: state.loading,
    error: state.error,
    refreshProfile: store.refresh,
    signOut,
  };
}

/**
 * Holds the app's session store, and follows sign-outs that happen elsewhere: a 401 on any
 * request, or another tab signing out.
 */
export function SessionProvider({
  children,
  drawnAs,
}: {
  children: ReactNode;
  /** A page built ahead of time as a person with a stored session first sees it (src/prerender.tsx). */
  drawnAs?: "checking";
}) {
  const [store] = useState(() => createSessionStore({ drawnAs }));

  useEffect(
    () =>
      onUnauthorized(() => {
        // Signed out here, at once. The page itself does the rest: a protected page sends the
        // person to /auth remembering where they were (RequireAuth), a public page stays put.
        // Navigating from here instead would race that redirect and nest one `next` in another.
        writeToken(null);
        store.setUser(null);
      }),
    [store],
  );

  useEffect(() => {
    // Back online after a check that could not reach the server: ask again who the person is.
    const onOnline = () => {
      if (store.getSnapshot().error !== null) void store.refresh();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [store]);

  useEffect(() => {
    // Signing out in another tab removes the shared token; this tab follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null) {
        store.setUser(null);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [store]);

  return <SessionContext value={store}>{children}</SessionContext>;
}
