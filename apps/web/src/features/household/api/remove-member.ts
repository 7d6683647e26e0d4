import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadHouseholdEndpoints } from "./household-endpoints.ts";
import { useMembersChanged } from "../../../lib/household-members.ts";

/**
 * Removes a member (DELETE /api/household/members/:id); one an investment names is refused with
 * 409, which says how many and what to do.
 */
export function useRemoveMember() {
  const changed = useMembersChanged();
  return useMutation({
    mutationFn: async (member: { id: string; name: string }) =>
      callEndpoint((await loadHouseholdEndpoints()).removeMember, {
        params: { id: member.id },
      }),
    onSuccess: changed,
  });
}
