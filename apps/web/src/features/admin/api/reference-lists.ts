import type {
  Company,
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * The three reference lists (docs/product.md#reference-lists), each read, added to, renamed and
 * deleted alike.
 */
export interface ReferenceLists {
  companies: Company;
  "company-types": CompanyType;
  "invest-types": InvestType;
}
export type ListKind = keyof ReferenceLists;

/** What each list's add and rename send: a company has a name and a type, a type only its name. */
export interface ListEntryInput {
  companies: { name: string; company_type_id: string };
  "company-types": { type_name: string };
  "invest-types": { type_name: string };
}

/** Fallback messages for reading (docs/product.md#messages); the others follow their pattern. */
const FAILED = {
  companies: { noun: "company", list: "companies" },
  "company-types": { noun: "company type", list: "company types" },
  "invest-types": { noun: "investment type", list: "investment types" },
} as const satisfies Record<ListKind, { noun: string; list: string }>;

const listPath = (kind: ListKind) => `/admin/${kind}`;
const entryPath = (kind: ListKind, id: string) =>
  `${listPath(kind)}/${encodeURIComponent(id)}`;

export const listQueryKey = (kind: ListKind) => ["admin", kind] as const;

export function listQueryOptions<K extends ListKind>(kind: K) {
  return queryOptions({
    queryKey: listQueryKey(kind),
    queryFn: ({ signal }) =>
      apiRequest<ReferenceLists[K][]>(listPath(kind), {
        signal,
        fallbackMessage: `Failed to fetch ${FAILED[kind].list}`,
      }),
  });
}

export function useReferenceList<K extends ListKind>(kind: K) {
  return useQuery(listQueryOptions(kind));
}

/** A company embeds its type's name, so a change to the types refreshes the companies too. */
function useRefreshAfterChange(kind: ListKind) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: listQueryKey(kind) });
    if (kind === "company-types") {
      await queryClient.invalidateQueries({
        queryKey: listQueryKey("companies"),
      });
    }
  };
}

export function useAddEntry<K extends ListKind>(kind: K) {
  const refresh = useRefreshAfterChange(kind);
  return useMutation({
    mutationFn: (body: ListEntryInput[K]) =>
      apiRequest<ReferenceLists[K]>(listPath(kind), {
        method: "POST",
        body,
        fallbackMessage: `Failed to add the ${FAILED[kind].noun}`,
      }),
    onSuccess: refresh,
  });
}

export function useRenameEntry<K extends ListKind>(kind: K) {
  const refresh = useRefreshAfterChange(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListEntryInput[K] }) =>
      apiRequest<ReferenceLists[K]>(entryPath(kind, id), {
        method: "PATCH",
        body,
        fallbackMessage: `Failed to rename the ${FAILED[kind].noun}`,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteEntry(kind: ListKind) {
  const refresh = useRefreshAfterChange(kind);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(entryPath(kind, id), {
        method: "DELETE",
        fallbackMessage: `Failed to delete the ${FAILED[kind].noun}`,
      }),
    onSuccess: refresh,
  });
}
