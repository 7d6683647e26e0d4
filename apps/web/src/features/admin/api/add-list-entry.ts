import { useMutation } from "@tanstack/react-query";
import {
  callListEndpoint,
  useRefreshReferenceList,
  type ReferenceListKind,
  type ReferenceLists,
} from "../../../lib/reference-lists.ts";

/** What each list's add and rename send: a company has a name and a type, a type only its name. */
export interface ListEntryInput {
  companies: { name: string; company_type_id: string };
  "company-types": { type_name: string };
  "invest-types": { type_name: string };
}

export function addListEntry<K extends ReferenceListKind>(
  kind: K,
  body: ListEntryInput[K],
): Promise<ReferenceLists[K]> {
  return callListEndpoint<ReferenceLists[K]>(kind, "add", { body });
}

export function useAddEntry<K extends ReferenceListKind>(kind: K) {
  return useMutation({
    mutationFn: (body: ListEntryInput[K]) => addListEntry(kind, body),
    onSuccess: useRefreshReferenceList(kind),
  });
}
