import { useMutation } from "@tanstack/react-query";
import {
  callListEndpoint,
  useRefreshReferenceList,
  type ReferenceListKind,
  type ReferenceLists,
} from "../../../lib/reference-lists.ts";
import type { ListEntryInput } from "../../../lib/reference-lists.ts";

export function renameListEntry<K extends ReferenceListKind>(
  kind: K,
  id: string,
  body: ListEntryInput[K],
): Promise<ReferenceLists[K]> {
  return callListEndpoint<ReferenceLists[K]>(kind, "rename", {
    params: { id },
    body,
  });
}

export function useRenameEntry<K extends ReferenceListKind>(kind: K) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListEntryInput[K] }) =>
      renameListEntry(kind, id, body),
    onSuccess: useRefreshReferenceList(kind),
  });
}
