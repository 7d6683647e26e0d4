import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import {
  REFERENCE_LIST_NOUNS,
  referenceListPath,
  referenceListQueryKey,
  type ReferenceListKind,
  type ReferenceLists,
} from "../../../lib/reference-lists.ts";

/** What each list's add and rename send: a company has a name and a type, a type only its name. */
export interface ListEntryInput {
  companies: { name: string; company_type_id: string };
  "company-types": { type_name: string };
  "invest-types": { type_name: string };
}

const entryPath = (kind: ReferenceListKind, id: string) =>
  `${referenceListPath(kind)}/${encodeURIComponent(id)}`;

/** A company embeds its type's name, so a change to the types refreshes the companies too. */
function useRefreshAfterChange(kind: ReferenceListKind) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({
      queryKey: referenceListQueryKey(kind),
    });
    if (kind === "company-types") {
      await queryClient.invalidateQueries({
        queryKey: referenceListQueryKey("companies"),
      });
    }
  };
}

export function useAddEntry<K extends ReferenceListKind>(kind: K) {
  const refresh = useRefreshAfterChange(kind);
  return useMutation({
    mutationFn: (body: ListEntryInput[K]) =>
      apiRequest<ReferenceLists[K]>(referenceListPath(kind), {
        method: "POST",
        body,
        fallbackMessage: `Failed to add the ${REFERENCE_LIST_NOUNS[kind].noun}`,
      }),
    onSuccess: refresh,
  });
}

export function useRenameEntry<K extends ReferenceListKind>(kind: K) {
  const refresh = useRefreshAfterChange(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListEntryInput[K] }) =>
      apiRequest<ReferenceLists[K]>(entryPath(kind, id), {
        method: "PATCH",
        body,
        fallbackMessage: `Failed to rename the ${REFERENCE_LIST_NOUNS[kind].noun}`,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteEntry(kind: ReferenceListKind) {
  const refresh = useRefreshAfterChange(kind);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(entryPath(kind, id), {
        method: "DELETE",
        fallbackMessage: `Failed to delete the ${REFERENCE_LIST_NOUNS[kind].noun}`,
      }),
    onSuccess: refresh,
  });
}
