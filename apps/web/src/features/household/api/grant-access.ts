import type { GrantAccessInput } from "@kosh/core/contracts/household";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadHouseholdEndpoints } from "./household-endpoints.ts";
import { useAccessChanged } from "./get-access.ts";

/**
 * Gives a person an admin invited view or edit access to the person's own household, or changes
 * the access they have (POST /api/household/access); anyone else is refused with 409.
 */
export function useGrantAccess() {
  const changed = useAccessChanged();
  return useMutation({
    mutationFn: async (body: GrantAccessInput) =>
      callEndpoint((await loadHouseholdEndpoints()).grantAccess, { body }),
    onSuccess: changed,
  });
}
