/**
 * The signed-in state every screen shares (docs/product.md#sessions): the stored token, who it
 * belongs to (a query), and signing out. The sign-in steps live in features/auth. The shell
 * imports only types from the contracts: zod stays in the lazily loaded auth screens.
 */
import type { ProfileResponse, User } from "@kosh/core/contracts/auth";
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect, type ReactNode } from "react";
import {
  ApiError,
  apiRequest,
  errorMessage,
  onUnauthorized,
} from "./api-client.ts";
import { readToken, TOKEN_STORAGE_KEY, writeToken } from "./session-token.ts";

export type { User };

export const AUTH_UNAVAILABLE =
  "Authentication service is currently unavailable. Please try again later.";
/** Sign-out must never make a person wait; the server call is best effort. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

export const sessionQueryKey = ["session"] as const;

/**
 * Who the stored token belongs to: null without a token, or when the server no longer accepts it
 * (a 401 has already removed it). Any other failure keeps the token, so an outage or a dropped
 * connection does not sign the person out; a reload retries.
 */
export async function getSession(signal?: AbortSignal): Promise<User | null> {
  if (readToken() === null) return null;
  try {
    const { user } = await apiRequest<ProfileResponse>("/auth/profile", {
      signal,
      fallbackMessage: "Failed to load your profile",
    });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // With no stored token there is nothing to check: guests start ready and no request is made.
    initialData: () => (readToken() === null ? null : undefined),
    staleTime: Infinity,
  });
}

/**
 * Starts (a user) or ends (null) the session in this tab. Whatever the previous person's pages
 * loaded is dropped, so the next person never sees it.
 */
export function setSession(queryClient: QueryClient, user: User | null) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
  queryClient.setQueryData(sessionQueryKey, user);
}

export interface Session {
  user: User | null;
  /** True while the start-up check, or a reload of who the person is, is in flight. */
  loading: boolean;
  /** Why the session could not be checked (not a 401: that simply signs out). */
  error: string | null;
  refreshProfile: () => Promise<User | null>;
  /** Clears the local session at once; the server is told in the background. */
  signOut: () => Promise<void>;
}

export function useSession(): Session {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const { refetch } = session;

  const refreshProfile = useCallback(async () => {
    const { data, isError } = await refetch();
    return isError ? null : (data ?? null);
  }, [refetch]);

  const signOut = useCallback(async () => {
    const token = readToken();
    writeToken(null);
    setSession(queryClient, null);
    if (!token) return;
    await apiRequest("/auth/sign-out", {
      method: "POST",
      token,
      signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
    }).catch(() => {
      // docs/product.md#messages: a failed sign-out call is ignored; the local session is already gone.
    });
  }, [queryClient]);

  return {
    user: session.isError ? null : (session.data ?? null),
    loading: session.isFetching,
    error: session.error
      ? errorMessage(
          session.error,
          "Failed to load your profile",
          AUTH_UNAVAILABLE,
        )
      : null,
    refreshProfile,
    signOut,
  };
}

/** Follows sign-outs that happen elsewhere: a 401 on any request, or another tab signing out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onUnauthorized(() => {
        // Signed out here, at once. The page itself does the rest: a protected page sends the
        // person to /auth remembering where they were (RequireAuth), a public page stays put.
        // Navigating from here instead would race that redirect and nest one `next` in another.
        writeToken(null);
        setSession(queryClient, null);
      }),
    [queryClient],
  );

  useEffect(() => {
    // Signing out in another tab removes the shared token; this tab follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null) {
        setSession(queryClient, null);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient]);

  return children;
}
