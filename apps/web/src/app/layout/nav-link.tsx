import type { ReactNode } from "react";
import { Link, useRoute } from "wouter";

/** A top-bar link that shows, to the eye and to screen readers, which page the person is on. */
export function NavLink({
  href,
  children,
  onClick,
  block = false,
}: {
  href: string;
  children: ReactNode;
  onClick?: () => void;
  /** Full-width row, as in the mobile menu. */
  block?: boolean;
}) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      onClick={onClick}
      aria-current={active ? "page" : undefined}
      className={`${block ? "block px-3 py-2.5 text-base" : "px-3 py-2 text-sm"} rounded-md font-medium ${
        active
          ? "bg-brand-50 text-brand-800"
          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      }`}
    >
      {children}
    </Link>
  );
}
