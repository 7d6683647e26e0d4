import type { CreateMemberInput } from "@kosh/core/contracts/household";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadHouseholdEndpoints } from "./household-endpoints.ts";
import { useMembersChanged } from "../../../lib/household-members.ts";

/** Adds a member to the household shown (POST /api/household/members). */
export function useAddMember() {
  const changed = useMembersChanged();
  return useMutation({
    mutationFn: async (body: CreateMemberInput) =>
      callEndpoint((await loadHouseholdEndpoints()).addMember, { body }),
    onSuccess: changed,
  });
}
