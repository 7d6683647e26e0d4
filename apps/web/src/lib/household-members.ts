import type { Member } from "@kosh/core/contracts/household";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./api-client.ts";
import { useChosenHousehold } from "./households.ts";

/**
 * The members of one household (undefined: the person's own), so switching asks the other's: the
 * Household screen lists and changes them, My Investments names holders with them.
 */
export const membersQueryKey = (household: string | undefined) =>
  ["household", household ?? "own", "members"] as const;

/**
 * The household's members, its own person first (GET /api/household/members,
 * docs/product.md#household). The entry is loaded on the first call: it carries zod, which a
 * screen's first paint need not wait for (docs/architecture.md#first-paint).
 */
export async function getMembers(
  household: string | undefined,
  signal?: AbortSignal,
): Promise<Member[]> {
  const { householdEndpoints } = await import("@kosh/core/api/household");
  return callEndpoint(
    householdEndpoints.members,
    { query: { household } },
    { signal },
  );
}

export function useMembers() {
  const household = useChosenHousehold();
  return useQuery({
    queryKey: membersQueryKey(household),
    queryFn: ({ signal }) => getMembers(household, signal),
  });
}

/** After a member was added, changed or removed: the list is read again. */
export function useMembersChanged() {
  const queryClient = useQueryClient();
  const household = useChosenHousehold();
  return () =>
    queryClient.invalidateQueries({ queryKey: membersQueryKey(household) });
}
