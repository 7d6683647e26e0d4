import type { ReactNode } from "react";

/**
 * One labelled value of the investment details list: a `div` holding one `dt` and its `dd`, the
 * only wrapper a `dl` allows (docs/architecture.md#accessibility). `wide` spans both columns.
 */
export function Detail({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
