/**
 * The signed-in state every screen shares (docs/product.md#sign-in, decision 0004).
 * It lives in the app shell, so it imports types only from the contracts: zod stays in the
 * lazily loaded auth screens and guest pages pay nothing for it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type {
  CompleteProfileInput,
  ProfileResponse,
  User,
  VerifyOtpResponse,
} from "@kosh/core/contracts/auth";
import {
  ApiError,
  apiRequest,
  onUnauthorized,
  readToken,
  TOKEN_STORAGE_KEY,
  writeToken,
} from "./api-client.ts";

export type { User };

export interface AuthState {
  user: User | null;
  /** True while the start-up session check or any sign-in action is in flight. */
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  otpSent: boolean;
  pendingEmail: string | null;
}

export type ProfileData = Pick<
  CompleteProfileInput,
  "name" | "date_of_birth" | "location"
>;

export interface AuthActions {
  /** Resolves true when the server accepted the address (it answers alike for every address). */
  sendOtp: (email: string) => Promise<boolean>;
  /** Resolves the signed-in user, or null when the code was refused (the reason is in `error`). */
  verifyOtp: (email: string, otp: string) => Promise<User | null>;
  resendOtp: () => Promise<boolean>;
  completeProfile: (profile: ProfileData) => Promise<User | null>;
  /** Clears the local session at once; the server is told in the background. */
  signOut: () => Promise<void>;
  refreshProfile: () => Promise<User | null>;
  /** Back to the e-mail step, forgetting the pending address. */
  cancelOtp: () => void;
  clearError: () => void;
}

export type AuthContextValue = AuthState & AuthActions;

const AUTH_UNAVAILABLE =
  "Authentication service is currently unavailable. Please try again later.";
const PROFILE_UNAVAILABLE =
  "Profile service is currently unavailable. Please try again later.";
/** Sign-out must never make a person wait; the server call is best effort. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

function messageOf(error: unknown, unavailable: string, fallback: string) {
  if (error instanceof ApiError) {
    return error.status === 503 ? unavailable : error.message || fallback;
  }
  return fallback;
}

interface StoredState {
  user: User | null;
  loading: boolean;
  error: string | null;
  otpSent: boolean;
  pendingEmail: string | null;
}

const signedOut: StoredState = {
  user: null,
  loading: false,
  error: null,
  otpSent: false,
  pendingEmail: null,
};

/** Who the stored token belongs to (docs/product.md#protected-pages: the check on start). */
async function fetchProfile(): Promise<User> {
  const { user } = await apiRequest<ProfileResponse>("/auth/profile", {
    fallbackMessage: "Failed to load your profile",
  });
  return user;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // With no stored token there is nothing to check: guests start ready and no request is made.
  const [state, setState] = useState<StoredState>(() => ({
    ...signedOut,
    loading: readToken() !== null,
  }));

  const update = useCallback(
    (patch: Partial<StoredState>) =>
      setState((current) => ({ ...current, ...patch })),
    [],
  );

  const profileLoaded = useCallback(
    (user: User) => {
      update({ user, loading: false });
      return user;
    },
    [update],
  );
  const profileFailed = useCallback(
    (error: unknown) => {
      // A 401 already removed the token (see below). Any other failure keeps it, so an
      // outage or a dropped connection does not sign the person out; a reload retries.
      update({
        user: null,
        loading: false,
        error:
          error instanceof ApiError && error.status !== 401
            ? messageOf(error, AUTH_UNAVAILABLE, "Failed to load your profile")
            : null,
      });
      return null;
    },
    [update],
  );

  const refreshProfile = useCallback(async () => {
    if (readToken() === null) {
      update({ user: null, loading: false });
      return null;
    }
    update({ loading: true });
    return fetchProfile().then(profileLoaded, profileFailed);
  }, [profileLoaded, profileFailed, update]);

  const started = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; the session is checked once.
    if (started.current) return;
    started.current = true;
    if (readToken() !== null) {
      void fetchProfile().then(profileLoaded, profileFailed);
    }
  }, [profileLoaded, profileFailed]);

  useEffect(
    () =>
      onUnauthorized(() => {
        // Signed out here, at once. The page itself does the rest: a protected page sends the
        // person to /auth remembering where they were (RequireAuth), a public page stays put.
        // Navigating from here instead would race that redirect and nest one `next` in another.
        writeToken(null);
        setState(signedOut);
      }),
    [],
  );

  useEffect(() => {
    // Signing out in another tab removes the shared token; this tab follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null) {
        setState(signedOut);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const sendOtp = useCallback(
    async (email: string) => {
      update({ loading: true, error: null });
      try {
        await apiRequest("/auth/send-otp", {
          method: "POST",
          body: { email },
          fallbackMessage: "Failed to send OTP",
        });
        update({ loading: false, otpSent: true, pendingEmail: email });
        return true;
      } catch (error) {
        update({
          loading: false,
          otpSent: false,
          pendingEmail: null,
          error: messageOf(error, AUTH_UNAVAILABLE, "Failed to send OTP"),
        });
        return false;
      }
    },
    [update],
  );

  const verifyOtp = useCallback(
    async (email: string, otp: string) => {
      update({ loading: true, error: null });
      try {
        const { session, user } = await apiRequest<VerifyOtpResponse>(
          "/auth/verify-otp",
          {
            method: "POST",
            body: { email, otp },
            fallbackMessage: "Invalid OTP",
            token: null,
          },
        );
        writeToken(session.access_token);
        setState({ ...signedOut, user });
        return user;
      } catch (error) {
        update({
          loading: false,
          error: messageOf(error, AUTH_UNAVAILABLE, "Invalid OTP"),
        });
        return null;
      }
    },
    [update],
  );

  const pendingEmail = state.pendingEmail;
  const resendOtp = useCallback(async () => {
    if (!pendingEmail) return false;
    update({ loading: true, error: null });
    try {
      await apiRequest("/auth/resend-otp", {
        method: "POST",
        body: { email: pendingEmail },
        fallbackMessage: "Failed to resend OTP",
      });
      update({ loading: false });
      return true;
    } catch (error) {
      update({
        loading: false,
        error: messageOf(error, AUTH_UNAVAILABLE, "Failed to resend OTP"),
      });
      return false;
    }
  }, [pendingEmail, update]);

  const userId = state.user?.id;
  const completeProfile = useCallback(
    async (profile: ProfileData) => {
      update({ loading: true, error: null });
      try {
        const { user } = await apiRequest<ProfileResponse>(
          "/auth/complete-profile",
          {
            method: "PUT",
            body: { ...profile, userId },
            fallbackMessage: "Failed to complete profile",
          },
        );
        update({ user, loading: false });
        return user;
      } catch (error) {
        update({
          loading: false,
          error: messageOf(
            error,
            PROFILE_UNAVAILABLE,
            "Failed to complete profile",
          ),
        });
        return null;
      }
    },
    [update, userId],
  );

  const signOut = useCallback(async () => {
    const token = readToken();
    writeToken(null);
    setState(signedOut);
    if (!token) return;
    await apiRequest("/auth/sign-out", {
      method: "POST",
      token,
      signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
    }).catch(() => {
      // A failed sign-out call is ignored; the local session is already gone
      // (docs/product.md#layout).
    });
  }, []);

  const cancelOtp = useCallback(
    () => update({ otpSent: false, pendingEmail: null, error: null }),
    [update],
  );
  const clearError = useCallback(() => update({ error: null }), [update]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: state.user !== null,
      sendOtp,
      verifyOtp,
      resendOtp,
      completeProfile,
      signOut,
      refreshProfile,
      cancelOtp,
      clearError,
    }),
    [
      state,
      sendOtp,
      verifyOtp,
      resendOtp,
      completeProfile,
      signOut,
      refreshProfile,
      cancelOtp,
      clearError,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
