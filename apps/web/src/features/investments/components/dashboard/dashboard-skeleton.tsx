import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

const block = "animate-pulse rounded-xl bg-slate-200";

/** Shown while the list loads: the page's shape, so nothing jumps when the figures arrive. */
export function DashboardSkeleton() {
  const t = useMessages(investmentMessages);
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("loading")}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <div
            key={index}
            className={`h-24 ${block} ${index === 0 ? "col-span-2 sm:col-span-1" : ""}`}
          />
        ))}
      </div>
      {/* A phone shows one chart above the list, a wider screen a row of two. */}
      <div className="grid gap-4 md:grid-cols-2">
        <div className={`h-64 ${block}`} />
        <div className={`hidden h-64 md:block ${block}`} />
      </div>
      <ListSkeleton />
    </div>
  );
}

/** The list's place while it loads, or while it is drawn after the rest of the dashboard. */
export function ListSkeleton() {
  return (
    <div className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded bg-slate-100" />
      ))}
    </div>
  );
}
