import { adminMailEndpoints } from "@kosh/core/api/admin-mail";
import type { UndeliveredMail } from "@kosh/core/contracts/admin-mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

export const undeliveredMailsQueryKey = ["admin", "undelivered-mails"] as const;

/** The mails Kosh gave up on, newest first (GET /admin/undelivered-mails, admins only). */
export function getUndeliveredMails(
  signal?: AbortSignal,
): Promise<UndeliveredMail[]> {
  return callEndpoint(
    adminMailEndpoints.list,
    {},
    { signal, fallbackMessage: "admin.undeliveredLoadFailed" },
  );
}

export function useUndeliveredMails() {
  return useQuery(
    queryOptions({
      queryKey: undeliveredMailsQueryKey,
      queryFn: ({ signal }) => getUndeliveredMails(signal),
    }),
  );
}
