import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  /** The screen's main action: Add, Save, Calculate. */
  primary: "bg-brand-700 font-semibold text-white hover:bg-brand-800",
  /** An action that destroys or closes something. */
  danger: "bg-red-700 font-semibold text-white hover:bg-red-800",
  secondary:
    "border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-100",
  dangerOutline:
    "border border-red-300 bg-white font-medium text-red-700 hover:bg-red-50",
  /** A second action in the brand's colour beside a primary one: Show full schedule, Load. */
  primaryOutline:
    "border border-brand-600 bg-white font-medium text-brand-700 hover:bg-brand-50",
  /** A quiet action beside others: a row's Edit, a panel's Mark all read. */
  ghost: "font-medium text-brand-700 hover:bg-brand-50",
  ghostDanger: "font-medium text-red-700 hover:bg-red-50",
  /** A quiet action that neither adds nor destroys: a row's View. */
  ghostNeutral: "font-medium text-slate-700 hover:bg-slate-100",
  /** An action on a brand-coloured band: the chat's Clear chat. */
  inverse: "border border-white/40 font-medium text-white hover:bg-white/10",
  /** A suggestion to pick: the chat's prompts. */
  chip: "border border-brand-600/40 bg-brand-50 text-brand-800 hover:bg-brand-100",
  /** An action that reads as a link inside text: Change email, Use the estimate. */
  link: "font-medium text-brand-700 underline-offset-2 hover:underline",
} as const;

const SIZES = {
  /** A row's actions in a dense table. */
  xs: "rounded-md px-2 py-1 text-sm",
  sm: "rounded-lg px-3 py-1.5 text-sm",
  md: "rounded-lg px-4 py-2.5 text-sm",
  /** A page's one main action, across the whole width: Calculate, Send OTP. */
  wide: "w-full rounded-xl px-4 py-3 shadow-sm",
  /** A landing page's calls to action. */
  lg: "rounded-lg px-5 py-3",
  pill: "rounded-full px-3 py-1.5 text-sm",
  /** No box of its own: flows with the text around it (the `link` variant). */
  inline: "rounded text-left",
} as const;

/** How every sized button lays out its text and icon; an `inline` one flows as text does. */
const LAYOUT =
  "inline-flex items-center justify-center gap-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** A button's classes, for the few elements that look like a button but are not one (a link). */
export function buttonClass(
  variant: ButtonVariant = "secondary",
  size: ButtonSize = "md",
  className = "",
) {
  const layout = size === "inline" ? "" : `${LAYOUT} `;
  return `${layout}disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trimEnd();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: React.Ref<HTMLButtonElement>;
}

/** Every text button of the app; `type` is "button" unless a form's submit says otherwise. */
export function Button({
  variant = "secondary",
  size = "md",
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      {...props}
    />
  );
}
