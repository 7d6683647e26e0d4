import type { UpdateMemberInput } from "@kosh/core/contracts/household";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadHouseholdEndpoints } from "./household-endpoints.ts";
import { useMembersChanged } from "../../../lib/household-members.ts";

/** Changes a member's name, relation or date of birth (PATCH /api/household/members/:id). */
export function useUpdateMember() {
  const changed = useMembersChanged();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateMemberInput }) =>
      callEndpoint((await loadHouseholdEndpoints()).updateMember, {
        params: { id },
        body,
      }),
    onSuccess: changed,
  });
}
