import type { ReactNode } from "react";

/** One labelled value of the investment details list. */
export function Detail({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
