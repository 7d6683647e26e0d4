import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import type {
  AdminUser,
  InviteUserInput,
} from "@kosh/core/contracts/admin-users";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useStoreUser } from "./get-users.ts";

/** Invites an address; the server mails them the sign-in link. */
export function inviteUser(body: InviteUserInput): Promise<AdminUser> {
  return callEndpoint(
    adminUserEndpoints.invite,
    { body },
    { fallbackMessage: "admin.inviteFailed" },
  );
}

export function useInviteUser() {
  return useMutation({ mutationFn: inviteUser, onSuccess: useStoreUser() });
}
