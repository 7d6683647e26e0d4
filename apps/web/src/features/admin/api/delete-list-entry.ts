import { useMutation } from "@tanstack/react-query";
import {
  callListEndpoint,
  useRefreshReferenceList,
  type ReferenceListKind,
} from "../../../lib/reference-lists.ts";

export function deleteListEntry(
  kind: ReferenceListKind,
  id: string,
): Promise<null> {
  return callListEndpoint<null>(kind, "remove", { params: { id } });
}

export function useDeleteEntry(kind: ReferenceListKind) {
  return useMutation({
    mutationFn: (id: string) => deleteListEntry(kind, id),
    onSuccess: useRefreshReferenceList(kind),
  });
}
