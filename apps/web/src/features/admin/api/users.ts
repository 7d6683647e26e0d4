import type {
  AdminUser,
  InviteUserInput,
  UpdateUserInput,
} from "@kosh/core/contracts/admin-users";
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const usersQueryKey = ["admin", "users"] as const;

/** Everyone invited, newest first (GET /admin/users, admins only). */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<AdminUser[]>("/admin/users", {
        signal,
        fallbackMessage: "Failed to fetch users",
      }),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** Replaces one user in the cached list, so the row changes before the refetch lands. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return async (user: AdminUser) => {
    queryClient.setQueryData<AdminUser[]>(usersQueryKey, (list) => {
      const others = (list ?? []).filter((entry) => entry.id !== user.id);
      const index = (list ?? []).findIndex((entry) => entry.id === user.id);
      if (index === -1) return [user, ...others];
      others.splice(index, 0, user);
      return others;
    });
    await queryClient.invalidateQueries({ queryKey: usersQueryKey });
  };
}

/** Invites an address; the server mails them the sign-in link. */
export function useInviteUser() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: InviteUserInput) =>
      apiRequest<AdminUser>("/admin/users", {
        method: "POST",
        body,
        fallbackMessage: "Failed to invite the user",
      }),
    onSuccess: storeUser,
  });
}

/** Changes a role, or disables / re-enables someone. */
export function useUpdateUser() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateUserInput }) =>
      apiRequest<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: change,
        fallbackMessage: "Failed to update the user",
      }),
    onSuccess: storeUser,
  });
}
