import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import {
  REFERENCE_LIST_NOUNS,
  referenceListEntryPath,
  useRefreshReferenceList,
  type ReferenceListKind,
} from "../../../lib/reference-lists.ts";

export function deleteListEntry(
  kind: ReferenceListKind,
  id: string,
): Promise<null> {
  return apiRequest<null>(referenceListEntryPath(kind, id), {
    method: "DELETE",
    fallbackMessage: `Failed to delete the ${REFERENCE_LIST_NOUNS[kind].noun}`,
  });
}

export function useDeleteEntry(kind: ReferenceListKind) {
  return useMutation({
    mutationFn: (id: string) => deleteListEntry(kind, id),
    onSuccess: useRefreshReferenceList(kind),
  });
}
