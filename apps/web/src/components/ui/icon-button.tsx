import type { ButtonHTMLAttributes } from "react";
import { Icon, type IconName } from "./icon.tsx";

/** The classes of a button showing only an icon, for Radix parts that render their own button. */
export const iconButtonClass =
  "inline-flex items-center justify-center rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900";

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  /** The button's accessible name, read out in place of the icon. */
  label: string;
  iconClassName?: string;
  ref?: React.Ref<HTMLButtonElement>;
}

/** A button showing only an icon, named for screen readers by `label`. */
export function IconButton({
  icon,
  label,
  iconClassName = "size-5",
  className = iconButtonClass,
  type = "button",
  ...props
}: IconButtonProps) {
  return (
    <button type={type} className={className} {...props}>
      <span className="sr-only">{label}</span>
      <Icon name={icon} className={iconClassName} />
    </button>
  );
}
