import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import {
  REFERENCE_LIST_NOUNS,
  referenceListEntryPath,
  useRefreshReferenceList,
  type ReferenceListKind,
  type ReferenceLists,
} from "../../../lib/reference-lists.ts";
import type { ListEntryInput } from "./add-list-entry.ts";

export function renameListEntry<K extends ReferenceListKind>(
  kind: K,
  id: string,
  body: ListEntryInput[K],
): Promise<ReferenceLists[K]> {
  return apiRequest<ReferenceLists[K]>(referenceListEntryPath(kind, id), {
    method: "PATCH",
    body,
    fallbackMessage: `Failed to rename the ${REFERENCE_LIST_NOUNS[kind].noun}`,
  });
}

export function useRenameEntry<K extends ReferenceListKind>(kind: K) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListEntryInput[K] }) =>
      renameListEntry(kind, id, body),
    onSuccess: useRefreshReferenceList(kind),
  });
}
