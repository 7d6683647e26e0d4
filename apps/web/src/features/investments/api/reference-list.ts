import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * A reference list (docs/product.md#reference-lists: `/admin/companies`, `/admin/company-types`,
 * `/admin/invest-types`): any signed-in person may read them. They change rarely, so a visit
 * fetches each once.
 */
export function referenceListQueryOptions<T>(
  path: string,
  fallbackMessage: string,
) {
  return queryOptions({
    queryKey: ["reference-list", path],
    queryFn: ({ signal }) => apiRequest<T[]>(path, { signal, fallbackMessage }),
    staleTime: 5 * 60_000,
  });
}
