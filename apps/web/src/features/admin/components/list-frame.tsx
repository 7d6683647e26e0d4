import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

interface ListFrameProps {
  title: string;
  description: string;
  /** The add button; a list nobody adds to (undelivered mail) has none. */
  addLabel?: string;
  onAdd?: () => void;
  /** The query behind the list: its loading, failure and empty states are shown here. */
  state: {
    isPending: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  count: number | undefined;
  empty: string;
  children: ReactNode;
}

/** A tab's panel: heading, the add button if any, and the list or why there is none. */
export function ListFrame({
  title,
  description,
  addLabel,
  onAdd,
  state,
  count,
  empty,
  children,
}: ListFrameProps) {
  const t = useMessages(adminMessages);
  return (
    <section aria-label={title} className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {addLabel && (
          <Button variant="primary" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </div>
      {state.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">
            {t("frame.loading", { list: title.toLowerCase() })}
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            <div
              key={index}
              className="h-12 animate-pulse rounded-lg bg-slate-200"
            />
          ))}
        </div>
      ) : state.error && count === undefined ? (
        <div
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-6 text-center ring-1 ring-red-200"
        >
          <p className="font-semibold text-red-900">{t("frame.failed")}</p>
          <p className="mt-1 text-sm text-red-800">{state.error.message}</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void state.refetch()}
            disabled={state.isFetching}
          >
            {state.isFetching ? t("frame.retrying") : t("frame.retry")}
          </Button>
        </div>
      ) : count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
