import type { ComponentProps, ReactNode } from "react";

interface FormFieldProps extends ComponentProps<"input"> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Shown beside the label, e.g. a button to change a locked value. */
  action?: ReactNode;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function FormField({
  id,
  label,
  error,
  action,
  className = "",
  ...input
}: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {action}
      </div>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base shadow-xs read-only:bg-slate-100 read-only:text-slate-600 aria-invalid:border-red-600 ${error ? "" : "border-slate-300"} ${className}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
