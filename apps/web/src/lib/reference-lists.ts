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
import type { Endpoint } from "@kosh/core/api/endpoint";
import type { MessageKey } from "@kosh/core/contracts/message";
import type { EndpointArgs } from "@kosh/core/api/endpoint-call";
import { type CallOptions, callEndpoint } from "./api-client.ts";

/**
 * The three reference lists (docs/product.md#admin-panel): any signed-in person reads them to
 * add an investment, an admin edits them. One key per list, so an admin's change reaches every
 * screen that shows it.
 */
export interface ReferenceLists {
  companies: Company;
  "company-types": CompanyType;
  "invest-types": InvestType;
}
export type ReferenceListKind = keyof ReferenceLists;

export type ListAction = "list" | "add" | "rename" | "remove";

/**
 * What a person reads when an action on a list fails and the server says nothing: the catalogue's
 * `lists.<list>.<action>Failed` ("Failed to fetch company types"), one message per list so that
 * Hindi can say each in its own words.
 */
const listFailure = (kind: ReferenceListKind, action: ListAction): MessageKey =>
  `lists.${kind}.${action}Failed`;

/**
 * Each list's endpoints (read, add, rename, delete), from core's entries, loaded on the first
 * call: the dashboard reads the companies, and its first screen does not wait for their zod
 * (docs/architecture.md#first-paint).
 */
const loadReferenceListEndpoints = () =>
  import("@kosh/core/api/reference-lists").then(
    ({ companyEndpoints, companyTypeEndpoints, investTypeEndpoints }) =>
      ({
        companies: { ...companyEndpoints, rename: companyEndpoints.update },
        "company-types": companyTypeEndpoints,
        "invest-types": investTypeEndpoints,
      }) satisfies Record<ReferenceListKind, Record<ListAction, Endpoint>>,
  );

/**
 * Calls one of a list's endpoints, its failure said by `listFailure`. The entry of kind K takes ListEntryInput[K] and answers with
 * ReferenceLists[K] (checked by its schema), but TypeScript cannot follow a generic K into the
 * three lists' entries, so the types are named here, once.
 */
export async function callListEndpoint<Answer>(
  kind: ReferenceListKind,
  action: ListAction,
  args: { params?: { id: string }; body?: object },
  options: Pick<CallOptions, "signal"> = {},
): Promise<Answer> {
  const entry: Endpoint = (await loadReferenceListEndpoints())[kind][action];
  return callEndpoint(entry, args as EndpointArgs<Endpoint>, {
    ...options,
    fallbackMessage: listFailure(kind, action),
  }) as Promise<Answer>;
}

export const referenceListQueryKey = (kind: ReferenceListKind) =>
  ["reference-lists", kind] as const;

export function getReferenceList<K extends ReferenceListKind>(
  kind: K,
  signal?: AbortSignal,
): Promise<ReferenceLists[K][]> {
  return callListEndpoint<ReferenceLists[K][]>(kind, "list", {}, { signal });
}

export function referenceListQueryOptions<K extends ReferenceListKind>(
  kind: K,
) {
  return queryOptions({
    queryKey: referenceListQueryKey(kind),
    queryFn: ({ signal }) => getReferenceList(kind, signal),
    // They change rarely; an admin's own change refreshes them at once.
    staleTime: 5 * 60_000,
  });
}

export function useReferenceList<K extends ReferenceListKind>(kind: K) {
  return useQuery(referenceListQueryOptions(kind));
}

/** After a change to a list: it is reloaded, and the companies too when a type changed (they embed its name). */
export function useRefreshReferenceList(kind: ReferenceListKind) {
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

/** An admin adds an entry: in the Admin panel, or from the import for a name Kosh did not know. */
export function useAddEntry<K extends ReferenceListKind>(kind: K) {
  return useMutation({
    mutationFn: (body: ListEntryInput[K]) => addListEntry(kind, body),
    onSuccess: useRefreshReferenceList(kind),
  });
}
