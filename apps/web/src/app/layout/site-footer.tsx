import { Link } from "wouter";
import { CALCULATOR_LINKS } from "./calculator-links.ts";

/**
 * The footer (docs/product.md#layout): a memorial message, the calculators again, and the copyright
 * line.
 */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr]">
        <div>
          <p className="text-lg font-bold tracking-tight text-brand-800">
            Kosh
          </p>
          <p className="mt-3 max-w-prose text-sm leading-relaxed text-slate-600">
            In memory of the grandparents and parents who taught us to save a
            little every month, long before there were apps for it. Their steady
            habit of putting something aside is what this place is built on.
          </p>
        </div>
        <nav aria-label="Calculators">
          <p className="text-sm font-semibold text-slate-900">Calculators</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {CALCULATOR_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="text-slate-600 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-500">
          © 2026 Kosh
        </p>
      </div>
    </footer>
  );
}
