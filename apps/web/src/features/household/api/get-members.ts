import type { Member } from "@kosh/core/contracts/household";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useChosenHousehold } from "../../../lib/households.ts";
import { loadHouseholdEndpoints } from "./household-endpoints.ts";

/** The members of one household (undefined: the person's own), so switching asks the other's. */
export const membersQueryKey = (household: string | undefined) =>
  ["household", household ?? "own", "members"] as const;

/** The household's members, its own person first (GET /api/household/members). */
export async function getMembers(
  household: string | undefined,
  signal?: AbortSignal,
): Promise<Member[]> {
  return callEndpoint(
    (await loadHouseholdEndpoints()).members,
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
