import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useErrorText } from "../../../lib/i18n/error-messages.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { householdMessages } from "../messages/index.ts";

/**
 * A section's list while it loads (announced), when it failed (the reason and Try again), and
 * once it is in (`children`).
 */
export function SectionState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const t = useMessages(householdMessages);
  const say = useErrorText();
  if (query.isPending)
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{loading}</span>
        <div className="h-12 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-12 animate-pulse rounded-lg bg-slate-200" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-red-800">
          {failed} {query.error instanceof ApiError && say(query.error.message)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t("retry")}
        </Button>
      </div>
    );
  return <>{children(query.data)}</>;
}
