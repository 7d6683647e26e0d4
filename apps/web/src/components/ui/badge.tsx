import type { ReactNode } from "react";

const TONES = {
  green: "bg-green-100 font-semibold text-green-800 ring-green-600/20",
  orange: "bg-orange-100 font-semibold text-orange-800 ring-orange-600/30",
  red: "bg-red-100 font-semibold text-red-800 ring-red-600/20",
  amber: "bg-amber-100 font-semibold text-amber-900 ring-amber-600/30",
  paleAmber: "bg-amber-50 font-semibold text-amber-900 ring-amber-600/30",
  /** Figures the server confirmed. */
  brand: "bg-brand-50 font-semibold text-brand-800 ring-brand-600/20",
  slate: "bg-slate-100 font-semibold text-slate-700 ring-slate-400/40",
  /** A mark beside a status rather than a status: Previous. */
  quiet: "bg-slate-100 font-medium text-slate-700 ring-slate-300",
} as const;

export type BadgeTone = keyof typeof TONES;

/** A short label in a coloured pill: a status, a mark. */
export function Badge({
  tone,
  children,
}: {
  tone: BadgeTone;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
