import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import type { AdminUser } from "@kosh/core/contracts/admin-users";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

export const usersQueryKey = ["admin", "users"] as const;

/** Everyone invited, newest first (GET /admin/users, admins only). */
export function getUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return callEndpoint(
    adminUserEndpoints.list,
    {},
    { signal, fallbackMessage: "admin.usersLoadFailed" },
  );
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** Puts one user's new state into the cached list, so the row changes before the refetch lands. */
export function useStoreUser() {
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
