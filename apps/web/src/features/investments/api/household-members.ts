import type { Member } from "@kosh/core/contracts/household";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useChosenHousehold } from "../../../lib/households.ts";

/** One household's members (undefined: the person's own), so switching asks for the other's. */
export const householdMembersQueryKey = (household: string | undefined) =>
  ["household", household ?? "own", "members"] as const;

/**
 * A household's members, its own person first (GET /api/household/members,
 * docs/product.md#household). The entry is loaded on the first call: it carries zod, which the
 * dashboard's first screen need not wait for (docs/architecture.md#first-paint).
 */
export async function getHouseholdMembers(
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

export function householdMembersQueryOptions(household: string | undefined) {
  return queryOptions({
    queryKey: householdMembersQueryKey(household),
    queryFn: ({ signal }) => getHouseholdMembers(household, signal),
  });
}

export function useHouseholdMembers() {
  return useQuery(householdMembersQueryOptions(useChosenHousehold()));
}
