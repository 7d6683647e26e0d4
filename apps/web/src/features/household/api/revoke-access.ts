import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { loadHouseholdEndpoints } from "./household-endpoints.ts";
import { useAccessChanged } from "./get-access.ts";

/** Takes back a person's access (DELETE /api/household/access/:id); it ends with their next request. */
export function useRevokeAccess() {
  const changed = useAccessChanged();
  return useMutation({
    mutationFn: async (access: { id: string }) =>
      callEndpoint((await loadHouseholdEndpoints()).revokeAccess, {
        params: { id: access.id },
      }),
    onSuccess: changed,
  });
}
