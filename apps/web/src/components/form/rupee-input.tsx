import type { InputHTMLAttributes } from "react";

/**
 * A text box for an amount in rupees, the ₹ drawn before it (a screen reader hears the field's
 * label, which says what the amount is); people type it as they write it (12,00,000).
 */
export function RupeeInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600">
      <span aria-hidden="true" className="text-slate-500">
        ₹
      </span>
      <input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="min-w-0 flex-1 bg-transparent tabular-nums outline-none"
      />
    </div>
  );
}
