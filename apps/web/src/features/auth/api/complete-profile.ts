import { authEndpoints } from "@kosh/core/api/auth";
import type { CompleteProfileInput, User } from "@kosh/core/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint, errorMessage } from "../../../lib/api-client.ts";
import { errorMessages } from "../../../lib/i18n/error-messages.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useSession, useSessionStore } from "../../../lib/session.tsx";

export type ProfileData = Pick<
  CompleteProfileInput,
  "name" | "date_of_birth" | "location"
>;

export async function completeProfile(
  profile: ProfileData,
  userId: string | undefined,
): Promise<User> {
  const { user } = await callEndpoint(
    authEndpoints.completeProfile,
    { body: { ...profile, userId } },
    { fallbackMessage: "profile.saveFailed" },
  );
  return user;
}

/** The completed profile becomes the session's user, so the page moves on by itself. */
export function useCompleteProfile(userId: string | undefined) {
  const session = useSessionStore();
  return useMutation({
    mutationFn: (profile: ProfileData) => completeProfile(profile, userId),
    onSuccess: (user) => session.updateUser(user),
  });
}

/** The profile step as its form uses it: who is signed in, and the save in flight or failed. */
export function useCompleteProfileStep() {
  const { user } = useSession();
  const mutation = useCompleteProfile(user?.id);
  const say = useMessages(errorMessages);
  return {
    user,
    loading: mutation.isPending,
    error: mutation.error
      ? errorMessage(
          mutation.error,
          say,
          "profile.saveFailed",
          "profile.unavailable",
        )
      : null,
    /** Resolves the updated user, or null when the save failed (the reason is in `error`). */
    completeProfile: (profile: ProfileData) =>
      mutation.mutateAsync(profile).catch(() => null),
    clearError: mutation.reset,
  };
}
