import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import type {
  AdminUser,
  UpdateUserInput,
} from "@kosh/core/contracts/admin-users";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useStoreUser } from "./get-users.ts";

/** Changes a role, or disables / re-enables someone. */
export function updateUser(
  id: string,
  change: UpdateUserInput,
): Promise<AdminUser> {
  return callEndpoint(
    adminUserEndpoints.update,
    { params: { id }, body: change },
    { fallbackMessage: "admin.userUpdateFailed" },
  );
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateUserInput }) =>
      updateUser(id, change),
    onSuccess: useStoreUser(),
  });
}
