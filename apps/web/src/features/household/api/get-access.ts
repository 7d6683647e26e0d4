import type { HouseholdAccess } from "@kosh/core/contracts/household";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadHouseholdEndpoints } from "./household-endpoints.ts";

/** Who else may see the person's own household: sharing is the owner's alone. */
export const accessQueryKey = ["household", "access"] as const;

export async function getAccess(
  signal?: AbortSignal,
): Promise<HouseholdAccess[]> {
  return callEndpoint((await loadHouseholdEndpoints()).access, {}, { signal });
}

export function useAccess() {
  return useQuery({
    queryKey: accessQueryKey,
    queryFn: ({ signal }) => getAccess(signal),
  });
}

/** After access was given, changed or taken back: the list is read again. */
export function useAccessChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accessQueryKey });
}
